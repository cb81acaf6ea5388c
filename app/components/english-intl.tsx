import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
// Only the shared texts, in English: importing every catalogue here put all five languages in every first load.
import fallbackMessages from "../../i18n/messages/common/us.json";
import type { Messages } from "../../i18n/messages.ts";
import { sharedIntlCache } from "../lib/shared-intl-cache.ts";

/**
 * The texts of the last-resort error page, when even the root failed and no catalogue came with the page. A module
 * of its own, imported only then: the English texts stay out of every page's first load (ADR 0044).
 */
export default function EnglishIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale="en-US"
      messages={fallbackMessages as Messages}
      timeZone="UTC"
      {...sharedIntlCache("en-US")}
    >
      {children}
    </IntlProvider>
  );
}
