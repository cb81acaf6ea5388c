import { data } from "react-router";
import { useTranslations } from "use-intl";
import { cacheableUnlessPartsStreamed } from "../../server/request/cacheable-page.ts";
import { loadGoodsDetail } from "../.server/catalog/load-goods-detail.ts";
import { submitArrivalReminder } from "../.server/reminders/submit-arrival-reminder.ts";
import { submitReview } from "../.server/reviews/submit-review.ts";
import { streamedPartsHeaders } from "../.server/site/settle-ready-parts.ts";
import { DealCountdown } from "../components/deal-countdown.tsx";
import { usePersonalParts } from "../components/layout/use-personal-parts.ts";
import { pageMeta } from "../components/page-title.ts";
import { AccessoriesSection } from "../components/product-detail/accessories-section.tsx";
import { ArrivalReminderForm } from "../components/product-detail/arrival-reminder-form.tsx";
import { BoughtTogetherSection } from "../components/product-detail/bought-together-section.tsx";
import { BuyBox } from "../components/product-detail/buy-box.tsx";
import { ConsumablesPrompt } from "../components/product-detail/consumables-prompt.tsx";
import { Deferred } from "../components/product-detail/deferred-section.tsx";
import { DescriptionSection } from "../components/product-detail/description-section.tsx";
import { DetailGallery } from "../components/product-detail/detail-gallery.tsx";
import { GoodsCardsSection } from "../components/product-detail/goods-cards-section.tsx";
import { IncludedSection } from "../components/product-detail/included-section.tsx";
import { ManualSection } from "../components/product-detail/manual-section.tsx";
import { ProductJsonLd } from "../components/product-detail/product-json-ld.tsx";
import { SizeAdviceSection } from "../components/product-detail/size-advice-section.tsx";
import { SpecificationsSection } from "../components/product-detail/specifications-section.tsx";
import { StockUpPrompt } from "../components/product-detail/stock-up-prompt.tsx";
import { ReviewsSection } from "../components/reviews/reviews-section.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/product-detail.css?url";
import reviewsStylesheet from "../styles/reviews.css?url";
import type { Route } from "./+types/product-detail";

export const headers = cacheableUnlessPartsStreamed;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
  { rel: "stylesheet", href: reviewsStylesheet, precedence: "route" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Client navigations ask for `/accessory/detail.data`.
  const isAccessory = /\/accessory\/detail(?:\.data)?$/.test(new URL(request.url).pathname);
  const goods = await loadGoodsDetail(request, context, isAccessory ? 2 : 1);
  return data(goods, { headers: streamedPartsHeaders(goods) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "review") {
    const review = await submitReview(request, context, form);
    return { review };
  }
  if (form.get("intent") !== "arrivalReminder") throw data(null, { status: 400 });
  return submitArrivalReminder(request, context, form);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "i18n_product_description", {
    title: loaderData?.name,
    description: loaderData?.tagline,
  });

/**
 * Product and accessory detail. Each section is a component of app/components/product-detail/, so a part
 * added later is one import and one element here.
 */
export default function GoodsDetail({ loaderData: goods, actionData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const parts = usePersonalParts();
  const selected = goods.specs.find((spec) => spec.id === goods.selectedSpecId);
  const selectedOffer = goods.offers.find((offer) => offer.specId === goods.selectedSpecId);
  const basePath = goods.isProduct ? "/product/detail" : "/accessory/detail";
  const path = `${basePath}?id=${goods.id}`;
  const listPath = goods.isProduct ? "/product/list" : "/accessory/list";
  const group = goods.category ?? goods.accessoryType;
  const groupParam = goods.isProduct ? "categoryId" : "accessoryTypeId";

  return (
    <div className="container detail-page">
      <ProductJsonLd goods={goods} path={path} aggregateRating={goods.aggregateRating} />
      <nav className="breadcrumb" aria-label={t("i18n_nav_breadcrumb")}>
        <a href={href("/")}>{t("i18n_nav_home")}</a>
        <a href={href(listPath)}>{goods.isProduct ? t("i18n_nav_products") : t("i18n_nav_accessories")}</a>
        {group ? <a href={href(`${listPath}?${groupParam}=${group.id}`)}>{group.name}</a> : null}
        <span aria-current="page">{goods.name}</span>
      </nav>

      <div className="detail-top">
        <DetailGallery key={goods.images.join()} images={goods.images} name={goods.name} />
        <BuyBox
          goods={goods}
          selected={selected}
          path={path}
          unavailable={
            selected ? (
              <ArrivalReminderForm
                key={selected.id}
                goodsId={goods.id}
                specId={selected.id}
                specName={selected.name}
                email={goods.reminderEmail ?? parts?.email ?? null}
                posted={actionData && !("review" in actionData) ? actionData : undefined}
              />
            ) : null
          }
        >
          {selected?.dealEndsAt ? (
            <DealCountdown endsAt={selected.dealEndsAt} serverNow={goods.serverNow} />
          ) : null}
          <StockUpPrompt stockUp={goods.stockUp} name={goods.name} path={path} />
          <Deferred resolve={goods.accessories}>
            {(accessories) => <ConsumablesPrompt name={goods.name} accessories={accessories} />}
          </Deferred>
        </BuyBox>
      </div>

      <Deferred resolve={goods.alternatives}>
        {(cards) => (
          <GoodsCardsSection id="alternatives" title={t("i18n_alternatives_title")} cards={cards} />
        )}
      </Deferred>

      <nav className="detail-tabs" aria-label={goods.name}>
        <a href="#description">{t("i18n_product_description")}</a>
        <a href="#specifications">{t("i18n_product_specifications")}</a>
        {goods.manual ? <a href="#manual">{t("i18n_product_user_manual")}</a> : null}
        {goods.includedItems.length > 0 ? <a href="#included">{t("i18n_product_whats_included")}</a> : null}
        {goods.isProduct ? (
          <a href="#accessories">{t("i18n_product_accessories")}</a>
        ) : (
          <a href="#fits">{t("i18n_product_fits_products")}</a>
        )}
        <a href="#reviews">{t("i18n_review_title")}</a>
      </nav>

      {/* The loader gives the bought-together part only while the chosen spec can be bought. */}
      {goods.together && selected && selectedOffer ? (
        <Deferred resolve={goods.together}>
          {(together) => (
            <BoughtTogetherSection
              goodsId={goods.id}
              spec={{ id: selectedOffer.specId, abbr: selected.abbr }}
              name={goods.name}
              image={goods.images[0] ?? ""}
              amount={selectedOffer.amount}
              price={selected.price}
              currency={selectedOffer.currency}
              together={together}
            />
          )}
        </Deferred>
      ) : null}
      <DescriptionSection description={goods.description} />
      <SpecificationsSection rows={goods.specifications} />
      <SizeAdviceSection advice={goods.sizeAdvice} />
      <ManualSection manual={goods.manual} name={goods.name} />
      <IncludedSection items={goods.includedItems} />
      <Deferred resolve={goods.accessories}>
        {(accessories) => <AccessoriesSection accessories={accessories} />}
      </Deferred>
      <Deferred resolve={goods.fitsProducts}>
        {(products) => (
          <GoodsCardsSection id="fits" title={t("i18n_product_fits_products")} cards={products} />
        )}
      </Deferred>
      <ReviewsSection
        goodsId={goods.id}
        path={path}
        reviews={goods.reviews}
        posted={actionData && "review" in actionData ? actionData.review : undefined}
      />
      <Deferred resolve={goods.related}>
        {(related) => <GoodsCardsSection id="related" title={t("i18n_product_related")} cards={related} />}
      </Deferred>
    </div>
  );
}
