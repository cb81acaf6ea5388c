import { Outlet } from "react-router";
import { SiteChrome } from "../components/layout/site-chrome.tsx";

export default function ShoppingLayout() {
  return (
    <SiteChrome kind="shopping">
      <Outlet />
    </SiteChrome>
  );
}
