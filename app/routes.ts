import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Screens that exist but are filled by later work: one module renders their title and navigation. */
const placeholder = (path: string, id: string) => route(path, "routes/placeholder-screen.tsx", { id });

export default [
  route("region", "routes/choose-region.ts"),
  // Every screen under no prefix (the us site) and under /us, /gb, /de, /fr, /es, /it.
  route(":lang?", "routes/site-layout.tsx", [
    layout("layouts/default-layout.tsx", [
      index("routes/home.tsx"),
      route("product/list", "routes/product-list.tsx", { id: "product-list" }),
      route("product/detail", "routes/product-detail.tsx", { id: "product-detail" }),
      route("accessory/list", "routes/product-list.tsx", { id: "accessory-list" }),
      route("accessory/detail", "routes/product-detail.tsx", { id: "accessory-detail" }),
      placeholder("product/compare", "product-compare"),
      placeholder("product/deals", "product-deals"),
      placeholder("product/search", "product-search"),
      placeholder("choose/step", "choose-step"),
      placeholder("choose/result", "choose-result"),
      placeholder("custom", "custom"),
      placeholder("personal/account", "personal-account"),
      placeholder("personal/address", "personal-address"),
      placeholder("personal/coupons", "personal-coupons"),
      placeholder("personal/order_list", "personal-order-list"),
      placeholder("personal/order_detail", "personal-order-detail"),
      placeholder("privacy", "privacy"),
      placeholder("terms", "terms"),
      placeholder("sitemap", "sitemap"),
    ]),
    layout("layouts/shopping-layout.tsx", [
      placeholder("shopping_cart", "shopping-cart"),
      placeholder("order_checkout", "order-checkout"),
    ]),
    layout("layouts/login-layout.tsx", [
      placeholder("user/login", "user-login"),
      placeholder("user/register", "user-register"),
      placeholder("user/reset", "user-reset"),
      placeholder("user/bindMail", "user-bind-mail"),
    ]),
    layout("layouts/support-layout.tsx", [
      placeholder("support", "support"),
      placeholder("support/faqs", "support-faqs"),
      placeholder("support/troubleshooting", "support-troubleshooting"),
      placeholder("support/tutorials", "support-tutorials"),
      placeholder("support/downloads", "support-downloads"),
      placeholder("support/comments", "support-comments"),
      placeholder("support/checkCategory", "support-check-category"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
