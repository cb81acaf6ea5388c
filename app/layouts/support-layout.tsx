import { Outlet } from "react-router";
import { SiteChrome } from "../components/layout/site-chrome.tsx";

export default function SupportLayout() {
  return (
    <SiteChrome kind="support">
      <Outlet />
    </SiteChrome>
  );
}
