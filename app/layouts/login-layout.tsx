import { Outlet } from "react-router";
import { SiteChrome } from "../components/layout/site-chrome.tsx";

export default function LoginLayout() {
  return (
    <SiteChrome kind="login">
      <Outlet />
    </SiteChrome>
  );
}
