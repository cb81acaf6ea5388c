import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat } from "./intl-formats.ts";

describe("kept Intl formatters", () => {
  const when = new Date(Date.UTC(2026, 10, 28, 23, 30));

  it("formats as a new formatter would, one per locale and options", () => {
    const long = { dateStyle: "long", timeZone: "UTC" } as const;
    expect(dateTimeFormat("de-DE", long).format(when)).toBe("28. November 2026");
    expect(dateTimeFormat("fr-FR", long).format(when)).toBe("28 novembre 2026");
    expect(dateTimeFormat("de-DE", { ...long, timeZone: "Asia/Tokyo" }).format(when)).toBe(
      "29. November 2026",
    );
    expect(dateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("de-DE", long),
    );
    expect(dateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(
      dateTimeFormat("de-DE", long),
    );
  });

  it("keeps number formats and display names apart by locale and kind", () => {
    const kilobytes = { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 } as const;
    expect(numberFormat("en-US", kilobytes).format(1200)).toBe("1,200 kB");
    expect(numberFormat("de-DE", kilobytes).format(1200)).toBe("1.200 kB");
    expect(displayNames("es-ES", "region").of("DE")).toBe("Alemania");
    expect(displayNames("es-ES", "language").of("de")).toBe("alemán");
    expect(displayNames("it-IT", "region").of("DE")).toBe("Germania");
  });
});
