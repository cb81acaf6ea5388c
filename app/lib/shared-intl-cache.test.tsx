import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider, useFormatter, useTranslations } from "use-intl";
import { describe, expect, it, vi } from "vitest";
import type { Messages } from "../../i18n/messages.ts";
import { sharedIntlCache } from "./shared-intl-cache.ts";

const texts = {
  greeting: "Hello {name}, {count, plural, one {# item} other {# items}}",
  shipped: "Shipped {when, date, short}",
};
// Messages of the test's own, not the store's catalogue that use-intl's keys are typed with.
const messages = texts as unknown as Messages;
type Translate = (key: keyof typeof texts, values: Record<string, string | number | Date>) => string;

function Texts({ name, count, when }: { name: string; count: number; when: Date }) {
  const t = useTranslations() as unknown as Translate;
  return (
    <p>
      {t("greeting", { name, count })} · {t("shipped", { when })}
    </p>
  );
}

function render(locale: string, timeZone: string, props: { name: string; count: number; when: Date }) {
  const html = renderToString(
    <IntlProvider locale={locale} messages={messages} timeZone={timeZone} {...sharedIntlCache(locale)}>
      <Texts {...props} />
    </IntlProvider>,
  );
  return html.replaceAll("<!-- -->", "");
}

function Rich({ count }: { count: number }) {
  const t = useTranslations() as unknown as {
    rich: (key: string, values: Record<string, unknown>) => ReactNode;
  };
  return <p>{t.rich("bold", { count, b: (chunks: ReactNode) => <b>{chunks}</b> })}</p>;
}

function Formatted({ when, score }: { when: Date; score: number }) {
  const format = useFormatter();
  const long = format.dateTime(when, { dateStyle: "long", timeZone: "UTC" });
  const medium = format.dateTime(when, { dateStyle: "medium", timeZone: "UTC" });
  const average = format.number(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return <p>{`${long} | ${medium} | ${average} | ${format.number(score)}`}</p>;
}

describe("sharedIntlCache", () => {
  const when = new Date(Date.UTC(2026, 10, 27, 23, 30));

  it("formats each render with its own values from one compiled message", () => {
    expect(render("en-US", "UTC", { name: "Ada", count: 1, when })).toBe(
      "<p>Hello Ada, 1 item · Shipped 11/27/26</p>",
    );
    expect(render("en-US", "UTC", { name: "Bo", count: 3, when })).toBe(
      "<p>Hello Bo, 3 items · Shipped 11/27/26</p>",
    );
    expect(render("de-DE", "UTC", { name: "Ada", count: 3, when })).toBe(
      "<p>Hello Ada, 3 items · Shipped 27.11.26</p>",
    );
  });

  it("compiles a message without asking which locales the runtime supports", () => {
    const supported = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    try {
      expect(render("it-IT", "UTC", { name: "Ada", count: 2, when })).toBe(
        "<p>Hello Ada, 2 items · Shipped 27/11/26</p>",
      );
      expect(supported).not.toHaveBeenCalled();
    } finally {
      supported.mockRestore();
    }
  });

  it("keeps a message compiled for one time zone out of another's dates", () => {
    expect(render("en-GB", "UTC", { name: "Ada", count: 2, when })).toContain("Shipped 27/11/26");
    expect(render("en-GB", "Asia/Tokyo", { name: "Ada", count: 2, when })).toContain("Shipped 28/11/26");
    expect(render("en-GB", "UTC", { name: "Ada", count: 2, when })).toContain("Shipped 27/11/26");
    const later = new Date(Date.UTC(2026, 11, 24, 12));
    expect(render("en-GB", "UTC", { name: "Ada", count: 2, when: later })).toContain("Shipped 24/12/26");
  });

  it("compiles a message once per locale and time zone", () => {
    const { getMessageFormat } = sharedIntlCache("fr-FR")._formatters;
    if (!getMessageFormat) throw new Error("the shared formatters carry no message lookup");
    const utc = { date: { short: { timeZone: "UTC" } } };
    const tokyo = { date: { short: { timeZone: "Asia/Tokyo" } } };
    const first = getMessageFormat(texts.greeting, "fr-FR", utc);
    expect(getMessageFormat(texts.greeting, "fr-FR", utc)).toBe(first);
    expect(getMessageFormat(texts.greeting, "fr-FR", tokyo)).not.toBe(first);
    expect(getMessageFormat(texts.shipped, "fr-FR", utc)).not.toBe(first);
  });

  it("gives every set of values its own text, also past the texts a message keeps", () => {
    const { getMessageFormat } = sharedIntlCache("it-IT")._formatters;
    if (!getMessageFormat) throw new Error("the shared formatters carry no message lookup");
    const greeting = getMessageFormat(texts.greeting, "it-IT", { date: { short: { timeZone: "UTC" } } });
    for (let count = 0; count < 600; count++) {
      expect(greeting.format({ name: "Ada", count })).toBe(
        `Hello Ada, ${count} ${count === 1 ? "item" : "items"}`,
      );
      expect(greeting.format({ name: "Bo", count })).toBe(
        `Hello Bo, ${count} ${count === 1 ? "item" : "items"}`,
      );
    }
    expect(greeting.format({ name: "x".repeat(500), count: 1 })).toBe(`Hello ${"x".repeat(500)}, 1 item`);
    expect(greeting.format({ count: 2, name: "Ada" })).toBe("Hello Ada, 2 items");
  });

  it("formats every date and number with the options it is given, also past the texts a formatter keeps", () => {
    const html = (locale: string, when: Date, score: number) =>
      renderToString(
        <IntlProvider locale={locale} messages={messages} timeZone="UTC" {...sharedIntlCache(locale)}>
          <Formatted when={when} score={score} />
        </IntlProvider>,
      );
    const day = 24 * 60 * 60 * 1000;
    for (let n = 0; n < 700; n++) {
      const when = new Date(Date.UTC(2026, 0, 1) + n * day);
      const long = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(when);
      const medium = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" }).format(when);
      const score = n / 4;
      const average = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      expect(html("de-DE", when, score)).toBe(
        `<p>${long} | ${medium} | ${average.format(score)} | ${new Intl.NumberFormat("de-DE").format(score)}</p>`,
      );
    }
    expect(html("en-US", new Date(Date.UTC(2026, 10, 28)), 4.25)).toBe(
      "<p>November 28, 2026 | Nov 28, 2026 | 4.3 | 4.25</p>",
    );
  });

  it("formats rich text with its elements on every call", () => {
    const rich = { bold: "<b>{count, plural, one {# item} other {# items}}</b> left" } as unknown as Messages;
    const html = (count: number) =>
      renderToString(
        <IntlProvider locale="en-US" messages={rich} timeZone="UTC" {...sharedIntlCache("en-US")}>
          <Rich count={count} />
        </IntlProvider>,
      );
    expect(html(1)).toBe("<p><b>1 item</b> left</p>");
    expect(html(1)).toBe("<p><b>1 item</b> left</p>");
    expect(html(4)).toBe("<p><b>4 items</b> left</p>");
  });

  it("does not reuse a message compiled with number formats of its own", () => {
    const { getMessageFormat } = sharedIntlCache("es-ES")._formatters;
    if (!getMessageFormat) throw new Error("the shared formatters carry no message lookup");
    const formats = { number: { precise: { maximumFractionDigits: 4 } } };
    expect(getMessageFormat("{n, number, precise}", "es-ES", formats)).not.toBe(
      getMessageFormat("{n, number, precise}", "es-ES", formats),
    );
  });
});
