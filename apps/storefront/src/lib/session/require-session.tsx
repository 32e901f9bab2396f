import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSignedIn } from "./session-store";

/** Profile and address screens need a token; without one they go to /sign-in, which comes back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  if (!signedIn) return <Navigate to="/sign-in" replace state={{ redirectTo: pathname }} />;
  return children;
}
