import { useQuery } from "@tanstack/react-query";
import { readApi as api } from "../read-api";
import { useToken } from "./session-store";

/** GET /auth/profile, only with a token, cached 10 minutes, no retry (seed 000 sections 7 and 9). */
export function useProfile() {
  const token = useToken();
  return useQuery({ ...api.auth.profileQuery(), enabled: token !== null });
}

/** "Maria" from "Maria Oliveira Santos"; null when there is no name to greet. */
export function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}
