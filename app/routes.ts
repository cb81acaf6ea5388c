import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("region", "routes/choose-region.ts"),
  route("user/app-session", "routes/user-app-session.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Every screen under no prefix (the us site) and under /us, /gb, /de, /fr, /es, /it.
  route(":lang?", "routes/site-layout.tsx", [
    layout("layouts/default-layout.tsx", [
      index("routes/home.tsx"),
      route("product/list", "routes/product-list.tsx", { id: "product-list" }),
      route("product/detail", "routes/product-detail.tsx", { id: "product-detail" }),
      route("accessory/list", "routes/product-list.tsx", { id: "accessory-list" }),
      route("accessory/detail", "routes/product-detail.tsx", { id: "accessory-detail" }),
      route("product/compare", "routes/product-compare.tsx", { id: "product-compare" }),
      route("product/deals", "routes/product-deals.tsx", { id: "product-deals" }),
      route("product/search", "routes/product-search.tsx", { id: "product-search" }),
      route("choose/step", "routes/choose-step.tsx", { id: "choose-step" }),
      route("choose/result", "routes/choose-result.tsx", { id: "choose-result" }),
      route("custom", "routes/custom-page.tsx", { id: "custom" }),
      route("personal/account", "routes/personal-account.tsx", { id: "personal-account" }),
      route("personal/address", "routes/personal-address.tsx", { id: "personal-address" }),
      route("personal/coupons", "routes/personal-coupons.tsx", { id: "personal-coupons" }),
      route("personal/order_list", "routes/personal-order-list.tsx", { id: "personal-order-list" }),
      route("personal/order_detail", "routes/personal-order-detail.tsx", { id: "personal-order-detail" }),
      route("privacy", "routes/legal-page.tsx", { id: "privacy" }),
      route("terms", "routes/legal-page.tsx", { id: "terms" }),
      route("sitemap", "routes/sitemap-page.tsx", { id: "sitemap" }),
      route("newsletter/:step", "routes/newsletter.tsx", { id: "newsletter" }),
      route("dev/mailbox", "routes/dev-mailbox.tsx", { id: "dev-mailbox" }),
    ]),
    layout("layouts/shopping-layout.tsx", [
      route("shopping_cart", "routes/shopping-cart.tsx", { id: "shopping-cart" }),
      route("order_checkout", "routes/order-checkout.tsx", { id: "order-checkout" }),
    ]),
    layout("layouts/login-layout.tsx", [
      route("user/login", "routes/user-login.tsx", { id: "user-login" }),
      route("user/register", "routes/user-register.tsx", { id: "user-register" }),
      route("user/reset", "routes/user-reset.tsx", { id: "user-reset" }),
      route("user/bindMail", "routes/user-bind-mail.tsx", { id: "user-bind-mail" }),
      route("user/logout", "routes/user-logout.ts", { id: "user-logout" }),
    ]),
    layout("layouts/support-layout.tsx", [
      route("support", "routes/support-home.tsx", { id: "support" }),
      route("support/product", "routes/support-hub.tsx", { id: "support-hub" }),
      route("support/faqs", "routes/support-faqs.tsx", { id: "support-faqs" }),
      route("support/troubleshooting", "routes/support-troubleshooting.tsx", {
        id: "support-troubleshooting",
      }),
      route("support/tutorials", "routes/support-tutorials.tsx", { id: "support-tutorials" }),
      route("support/downloads", "routes/support-downloads.tsx", { id: "support-downloads" }),
      route("support/comments", "routes/support-comments.tsx", { id: "support-comments" }),
      route("support/feedback", "routes/support-feedback.ts", { id: "support-feedback" }),
      route("support/checkCategory", "routes/support-check-category.tsx", { id: "support-check-category" }),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
