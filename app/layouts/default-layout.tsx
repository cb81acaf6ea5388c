import { Outlet } from "react-router";
import { SiteChrome } from "../components/layout/site-chrome.tsx";

export default function DefaultLayout() {
  return (
    <SiteChrome kind="default">
      <Outlet />
    </SiteChrome>
  );
}
