import { AppError } from "../../../lib/errors.ts";
import { getCompareItem } from "../../../modules/catalog/get-compare-item.ts";
import { listCategories } from "../../../modules/catalog/list-categories.ts";
import { listCompareGoods } from "../../../modules/catalog/list-compare-goods.ts";
import type { CompareItem } from "../../../modules/catalog/load-specification-rows.ts";
import { idQuery } from "../../../modules/catalog/schemas.ts";
import { detectDevice } from "../../../server/request/detect-device.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard } from "./present-goods.ts";

/** Columns side by side: three on a desktop screen, two on a phone (a shared link with three still shows all). */
const MAX_SELECTED = { desktop: 3, mobile: 2 } as const;
const MAX_IN_URL = 3;

export type CompareRow = { label: string; values: (string | null)[]; differs: boolean };

/**
 * The comparison screen: `?categoryId=` picks the category (else the one of the first selected product, else
 * the first category with products), `?ids=1,2,3` the products side by side, `?diff=1` keeps only the rows
 * that differ. Values a shopper may have mangled by hand are dropped rather than failing the page.
 */
export async function loadCompare(request: Request, context: LoadContext) {
  const url = new URL(request.url);
  const { site } = readSiteFromPath(url.pathname);
  const { db } = context.get(pageContext);
  const device = detectDevice(request);
  const ids = parseIds(url.searchParams.get("ids"));

  const selectedItems = (
    await Promise.all(ids.map((id) => getCompareItem(db, site, id).catch(ignoreNotFound)))
  ).filter((item): item is CompareItem => item !== null);
  const categories = (await listCategories(db, site)).filter((category) => category.count > 0);
  const requested = idQuery.safeParse({ id: url.searchParams.get("categoryId") ?? undefined });
  const categoryId =
    [
      requested.success ? requested.data.id : null,
      selectedItems[0]?.goods.categoryId,
      categories[0]?.id,
    ].find((candidate) => candidate && categories.some((category) => category.id === candidate)) ?? null;
  const candidates = categoryId ? (await listCompareGoods(db, site, categoryId)).goodsList : [];

  const labels = [...new Set(selectedItems.flatMap((item) => item.specifications.map((row) => row.label)))];
  const rows: CompareRow[] = labels.map((label) => {
    const values = selectedItems.map(
      (item) => item.specifications.find((row) => row.label === label)?.value ?? null,
    );
    return { label, values, differs: new Set(values).size > 1 };
  });
  const onlyDifferences = url.searchParams.get("diff") === "1";

  return {
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    categoryId,
    max: MAX_SELECTED[device],
    selectedIds: selectedItems.map((item) => item.goods.id),
    candidates: candidates.map((item) => presentCard(item, site)),
    columns: selectedItems.map((item) => ({
      ...presentCard(item, site),
      categoryId: item.goods.categoryId,
    })),
    rows: onlyDifferences ? rows.filter((row) => row.differs) : rows,
    differingRows: rows.filter((row) => row.differs).length,
    onlyDifferences,
  };
}

function parseIds(value: string | null): number[] {
  const ids = (value ?? "")
    .split(",")
    .map((part) => idQuery.safeParse({ id: part.trim() }))
    .flatMap((parsed) => (parsed.success ? [parsed.data.id] : []));
  return [...new Set(ids)].slice(0, MAX_IN_URL);
}

function ignoreNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
}
