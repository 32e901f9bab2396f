import { Navigate, type RouteObject } from "react-router";
import { LoginPage } from "../features/auth/login-page";
import { NotFoundPage } from "../features/not-found/not-found-page";

export const routes: RouteObject[] = [
  { path: "/", element: <Navigate to="/backoffice" replace /> },
  { path: "/backoffice", element: <LoginPage /> },
  { path: "*", element: <NotFoundPage /> },
];
