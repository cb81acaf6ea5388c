import type { DemoLegalTexts } from "./legal-page.ts";

/** The privacy policy and terms of use in English (templates for the shop’s own legal review). */
export const legalTextsEn: DemoLegalTexts = {
  privacy: {
    title: "Privacy Policy",
    summary:
      "How Brisa Home collects, uses and protects your personal information when you shop with us, and the rights you have under UK, EU and US privacy laws.",
    blocks: [
      { kind: "heading", text: "1. Who we are and how to reach us" },
      {
        kind: "paragraph",
        text: "Brisa Home operates this online store for robot vacuums, cordless stick vacuums, wet-dry vacuums, air fryers and their accessories and spare parts. We are the controller (in US terms, the business) responsible for the personal information described in this policy. It applies to our regional sites, including the United States site (prices in USD) and the United Kingdom site (prices in GBP), whether you visit on a computer, on a phone or through the store pages inside the Brisa Home app.",
      },
      {
        kind: "paragraph",
        text: "For any question about privacy, or to exercise your rights, write to privacy@brisahome.example. For questions about orders, deliveries and products, contact our customer service at support@brisahome.example or use the form on our Support page (“Contact us”).",
      },
      { kind: "heading", text: "2. The information we collect" },
      {
        kind: "paragraph",
        text: "We collect only what we need to run the store:",
      },
      {
        kind: "list",
        items: [
          "Account: your e-mail address, your nickname and your password. We never store the password itself, only a salted hash of it. To register, we send a 6-digit verification code to your e-mail address.",
          "Address book: the names, postal addresses, phone numbers, e-mail addresses and, if you choose to give one, company names you save for delivery.",
          "Cart: the products you add to your cart.",
          "Orders: the items you buy, prices, discounts, tax, shipping fee, the payment method you chose, the shipping address, the history of the order’s status, and the carrier and tracking number of your shipment.",
          "Product reviews: your rating, your text, up to three photos, the nickname shown with the review and the e-mail address the review is linked to (which is not shown).",
          "Arrival reminders: your e-mail address and the item you want to hear about when it is back in stock.",
          "Newsletter: your e-mail address, the site you signed up on, and the time and IP address of your signup and of your confirmation.",
          "Support messages: your name, e-mail address, the product model, your message and, if you add one, a photo.",
          "Coupons: the coupons in your wallet and whether they have been used.",
          "Technical data: your IP address, your browser’s user agent and request identifiers, recorded in our server logs. We also use IP addresses to set rate limits that protect the store against abuse.",
        ],
      },
      {
        kind: "paragraph",
        text: "We do not collect your card number. We do not use advertising or analytics trackers, and we do not build profiles of your browsing.",
      },
      { kind: "heading", text: "3. Why we use your information" },
      {
        kind: "paragraph",
        text: "We use your information to create and run your account, to take, process, deliver and, where necessary, refund your orders, to answer your support requests and handle warranty and return claims, to show your reviews, to send the reminders and newsletters you have asked for, to keep the records that tax and commercial law requires, and to keep the store secure and working well.",
      },
      {
        kind: "paragraph",
        text: "If you are in the United Kingdom or the European Union, the UK GDPR or the EU General Data Protection Regulation requires us to have a legal basis for each use. Ours are:",
      },
      {
        kind: "list",
        items: [
          "Performance of a contract: your account, your orders, payment, delivery, returns, warranty claims and customer support.",
          "Legal obligation: keeping order and invoice records for tax and accounting purposes.",
          "Legitimate interests: protecting the store and our customers against fraud and abuse, applying rate limits, keeping server logs for security, and improving how the store works. You may object to these uses at any time (see section 10).",
          "Consent: our newsletter. You can withdraw your consent at any time, without affecting the lawfulness of what we did before.",
        ],
      },
      {
        kind: "paragraph",
        text: "We do not make decisions about you based solely on automated processing that have legal or similarly significant effects on you.",
      },
      { kind: "heading", text: "4. Your account and sign-in" },
      {
        kind: "paragraph",
        text: "When you register, we send a 6-digit code to your e-mail address to confirm that it is yours. Registrations that are never verified, and codes that have expired, are deleted automatically. When you sign in, we start a session that keeps you signed in; it ends after 30 days without use, and in any case after 90 days. On your account page you can change your nickname, manage your addresses, change your e-mail address (the new address is verified again) and sign out. To delete your account, write to privacy@brisahome.example or to customer service.",
      },
      { kind: "heading", text: "5. Payments" },
      {
        kind: "paragraph",
        text: "You can pay by card, PayPal, Google Pay, Apple Pay or Klarna. Payments are processed by the payment providers, for example Stripe for cards and digital wallets, PayPal and Klarna. You enter your card details on the provider’s payment page: your card number never reaches our systems and is never stored by us. The provider tells us whether a payment succeeded, and we keep the payment method and the payment status with your order. The providers also process your information under their own privacy notices, for example to prevent fraud.",
      },
      { kind: "heading", text: "6. Who receives your information" },
      {
        kind: "paragraph",
        text: "We share personal information only where needed:",
      },
      {
        kind: "list",
        items: [
          "Payment providers, to take and refund your payments.",
          "Carriers, such as DHL, UPS or the national postal service, who receive the recipient’s name, address and phone number to deliver your parcel.",
          "Our e-mail delivery service, which sends verification codes, order confirmations, reminders and newsletters on our behalf.",
          "Our hosting provider, which runs the servers the store and its data live on.",
          "Authorities, courts or advisers, where the law requires it or where it is needed to establish, exercise or defend legal claims.",
        ],
      },
      {
        kind: "paragraph",
        text: "Our e-mail delivery service and hosting provider act as our processors under written contracts: they may use your information only on our instructions. We do not sell your personal information, and we do not share it for cross-context behavioral advertising or targeted advertising.",
      },
      { kind: "heading", text: "7. Cookies" },
      {
        kind: "paragraph",
        text: "We use only a few cookies, all of them strictly necessary for the store or used to remember a choice you made. We use no advertising or analytics cookies and no third-party cookies, so we do not need to ask for your consent with a cookie banner.",
      },
      {
        kind: "list",
        items: [
          "“session”: keeps you signed in. It cannot be read by scripts on the page (HttpOnly) and ends after 30 days without use, and in any case after 90 days, or when you sign out.",
          "“site”: remembers the regional site and language you chose. It lasts one year.",
          "“device”: set only if you choose the desktop or mobile view yourself, to remember that choice.",
        ],
      },
      {
        kind: "paragraph",
        text: "Your browser’s local storage holds nothing that is used for tracking. You can delete cookies in your browser settings at any time; if you delete the session cookie, you will need to sign in again.",
      },
      { kind: "heading", text: "8. Newsletter and arrival reminders" },
      {
        kind: "paragraph",
        text: "Our newsletter uses double opt-in: after you sign up, we send you an e-mail with a confirmation link, and you receive newsletters only after you click it. When you confirm, we give you a welcome coupon worth 10 units of your site’s currency ($10 on the US site, £10 on the UK site), valid for 90 days. Every newsletter contains an unsubscribe link that works without signing in. If you unsubscribe, you keep any coupon you have already received.",
      },
      {
        kind: "paragraph",
        text: "If you ask for an arrival reminder, we use your e-mail address only to tell you when that item is back in stock.",
      },
      { kind: "heading", text: "9. How long we keep your information" },
      {
        kind: "list",
        items: [
          "Account data: until your account is deleted.",
          "Order and invoice records: as long as tax and commercial law requires, for example 7 years for US tax purposes, 6 years in the United Kingdom, and up to 10 years in some EU countries such as Germany.",
          "Newsletter data: until you unsubscribe. We keep the proof of your consent (time and IP address of signup and confirmation) for as long as we may need to demonstrate it.",
          "Arrival reminders: until you ask us to delete them or the product is removed from our catalog.",
          "Product reviews: for as long as they are shown, or until you ask us to remove them.",
          "Support messages: 2 years after your case is closed.",
          "Server logs: 30 days.",
          "Unverified registrations and expired verification codes: deleted automatically.",
        ],
      },
      { kind: "heading", text: "10. Your rights in the United Kingdom and the European Union" },
      {
        kind: "paragraph",
        text: "Under the UK GDPR and the EU GDPR, you have the right to:",
      },
      {
        kind: "list",
        items: [
          "access the personal information we hold about you and receive a copy;",
          "have inaccurate information corrected (rectification);",
          "have your information erased, unless we must keep it, for example for tax records;",
          "restrict our use of your information in certain cases;",
          "receive the information you gave us in a structured, machine-readable format and have it transmitted to another company (portability);",
          "object to uses based on our legitimate interests;",
          "withdraw your consent at any time, for example by unsubscribing from the newsletter;",
          "lodge a complaint with a supervisory authority.",
        ],
      },
      {
        kind: "paragraph",
        text: "In the United Kingdom, the supervisory authority is the Information Commissioner’s Office (ICO). In the European Union, you can contact the authority of the country where you live or work, for example the data protection authority of your state in Germany, the CNIL in France, the AEPD in Spain or the Garante in Italy. We would welcome the chance to address your concern first.",
      },
      {
        kind: "paragraph",
        text: "We answer requests within one month. Where a request is complex or we receive many, this period may be extended by up to two further months; we will tell you if so. We may ask you to confirm your identity, usually by replying from the e-mail address of your account.",
      },
      { kind: "heading", text: "11. Your rights in the United States" },
      {
        kind: "paragraph",
        text: "Depending on the state you live in, state privacy laws such as the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), give you rights over your personal information. In the past 12 months we have collected the categories described in section 2: identifiers (such as name, e-mail address, postal address and IP address), commercial information (such as orders and coupons), internet or other electronic network activity (server logs), and audio or visual information (photos you add to reviews or support messages). We collect them for the purposes in section 3 and disclose them only to the recipients in section 6. You have the right to:",
      },
      {
        kind: "list",
        items: [
          "know what personal information we collect, use and disclose, and receive a copy of it;",
          "delete personal information we hold about you, subject to exceptions such as tax records;",
          "correct inaccurate personal information;",
          "opt out of the sale of your personal information or its sharing for cross-context behavioral advertising; we do neither;",
          "not be discriminated against for exercising any of these rights.",
        ],
      },
      {
        kind: "paragraph",
        text: "We use your account password only to let you sign in, and we do not use or disclose sensitive personal information for any purpose that would give rise to a right to limit its use. We honor Global Privacy Control (GPC) signals sent by your browser as a request to opt out of sale and sharing. To make a request, write to privacy@brisahome.example; you may also use an authorized agent, whose authority we may ask you to confirm. We verify requests by matching them to the e-mail address we hold. We respond within 45 days, and may extend this by a further 45 days where the law allows, telling you why. If we decline your request, you may appeal by replying to our answer; if your appeal is denied, you may contact your state attorney general.",
      },
      { kind: "heading", text: "12. International transfers" },
      {
        kind: "paragraph",
        text: "Some of our service providers may process your information outside the United Kingdom or the European Union, for example in the United States. Where they do, we rely on adequacy decisions (such as the UK or EU decisions covering the relevant country or framework) or on standard contractual clauses approved by the European Commission, together with the UK International Data Transfer Addendum where UK data is concerned. You can ask us for a copy of the safeguards.",
      },
      { kind: "heading", text: "13. Security" },
      {
        kind: "paragraph",
        text: "We protect your information with technical and organizational measures appropriate to the risk. The store is served over encrypted connections, passwords are stored only as salted hashes, verification codes expire, sessions end automatically, and access to personal information is limited to the people and providers who need it. Rate limits help protect accounts and forms from automated abuse. Please choose a strong password that you do not use elsewhere.",
      },
      { kind: "heading", text: "14. Children" },
      {
        kind: "paragraph",
        text: "Our store is not directed at children under 16, and we do not knowingly collect personal information from them. You must be an adult (18 or older) to buy from us. If you believe a child has given us personal information, please contact privacy@brisahome.example and we will delete it.",
      },
      { kind: "heading", text: "15. Changes to this policy" },
      {
        kind: "paragraph",
        text: "We may update this policy when our services or the law change. If we make significant changes, we will tell you on the store or by e-mail before they take effect.",
      },
    ],
  },
  terms: {
    title: "Terms of Use",
    summary:
      "The terms that apply when you use the Brisa Home store and buy from us, including payment, delivery, returns, your right to cancel and your warranty rights in the US and the UK.",
    blocks: [
      { kind: "heading", text: "1. About these terms" },
      {
        kind: "paragraph",
        text: "These terms apply to your use of the Brisa Home online store (on a computer, on a phone or inside the Brisa Home app) and to every purchase you make from it. The store is operated by Brisa Home (“we”, “us”) and sells to consumers. This English version applies to our United States and United Kingdom sites; where the rules differ between the United States, the United Kingdom and the European Union, we say so.",
      },
      {
        kind: "paragraph",
        text: "You can reach our customer service at support@brisahome.example or through the form on our Support page (“Contact us”). How we handle your personal information is explained in our Privacy Policy.",
      },
      { kind: "heading", text: "2. Your account" },
      {
        kind: "paragraph",
        text: "You must be an adult (18 or older) to buy from us. To create an account, you give us your e-mail address, confirm it with the 6-digit code we send you, and choose a password. Keep your password confidential and tell us at once if you think someone else has used your account. On your account page you can edit your nickname and addresses, change your e-mail address (which we verify again) and sign out. You can ask us to delete your account at any time by writing to privacy@brisahome.example or to customer service.",
      },
      { kind: "heading", text: "3. Products, prices and taxes" },
      {
        kind: "paragraph",
        text: "Prices are shown and charged in the currency of the site you are using: US dollars on the US site and pounds sterling on the UK site.",
      },
      {
        kind: "list",
        items: [
          "UK site: prices include VAT.",
          "US site: prices do not include sales tax. Sales tax is calculated at checkout based on your delivery address and shown separately before you pay.",
          "Flash deals run for the period stated with the deal; the deal price applies only to orders placed within that period.",
          "If a price is obviously wrong, we may correct it before your order is confirmed; we will tell you the correct price, and you decide whether to go ahead.",
        ],
      },
      { kind: "heading", text: "4. How your order works" },
      {
        kind: "paragraph",
        text: "Add products to your cart and go to checkout. There you choose a delivery address, may enter a coupon code, choose a payment method and may add delivery notes. You can check and correct your entries before you click “Place order and pay”, which takes you to the payment provider’s page.",
      },
      {
        kind: "paragraph",
        text: "The contract between you and us is formed when your payment is confirmed and your order moves to “Processing”. An order that is fully covered by a coupon needs no payment; its contract is formed when you place it. We confirm every order by e-mail. You can follow your order on your account page, where it shows one of these statuses:",
      },
      {
        kind: "list",
        items: [
          "Unpaid: the order has been placed but not yet paid.",
          "Pending: the payment is awaiting confirmation from the provider (this can take a moment with Klarna).",
          "Processing: the payment is confirmed and we are preparing your order.",
          "Shipped: your order has been handed to the carrier; you will see the carrier and tracking number.",
          "Canceled: the order was canceled, by you or automatically because it was not paid in time.",
          "Refunded: the refund has been confirmed by the payment provider.",
        ],
      },
      { kind: "heading", text: "5. Payment" },
      {
        kind: "paragraph",
        text: "You can pay by card, PayPal, Google Pay, Apple Pay or Klarna. Payments are processed by our payment providers, for example Stripe for cards and digital wallets, PayPal and Klarna; you enter your card details on the provider’s page, never on ours. Klarna may take a moment to confirm a payment, and your order shows “Pending” until it does.",
      },
      {
        kind: "paragraph",
        text: "An order must be paid within 30 minutes of being placed. Within that time, you can pay an unpaid order again, for example if a payment attempt failed, or cancel it yourself. If it is not paid in time, it is canceled automatically and the items go back into stock.",
      },
      { kind: "heading", text: "6. Coupons" },
      {
        kind: "paragraph",
        text: "Coupons are kept in your wallet. You can use one coupon per order. Each coupon states its value (a fixed amount or a percentage), its scope (one product, certain product types, all products except accessories, or everything), any minimum order value, and its validity period. Coupons have no cash value and cannot be exchanged for cash or transferred. If an order on which you used a coupon is canceled or expires unpaid, the coupon returns to your wallet, provided it is still valid. If an order is refunded, the coupon is not returned.",
      },
      {
        kind: "paragraph",
        text: "When you confirm your newsletter subscription, you receive a welcome coupon worth $10 on the US site or £10 on the UK site, valid for 90 days. You keep it even if you unsubscribe later.",
      },
      { kind: "heading", text: "7. Shipping and delivery" },
      {
        kind: "paragraph",
        text: "Shipping is free on main units (our vacuums and air fryers). Accessories and spare parts may carry a shipping fee, which is shown at checkout before you pay. We dispatch orders within 2 to 5 business days and give you the carrier and tracking number once your order ships. Each site delivers only within its own country: the US site to addresses in the United States, the UK site to addresses in the United Kingdom. The risk of loss or damage passes to you only when the goods are delivered to you or to a person you have named.",
      },
      { kind: "heading", text: "8. Our 7-day return promise" },
      {
        kind: "paragraph",
        text: "You can return any product, or ask for a replacement, within 7 days of delivery for any reason. Returns and replacements are free for main units; for accessories and spare parts, you pay the cost of sending them back unless they are faulty or not what you ordered. To use this promise, contact customer service with your order number. This promise is in addition to your legal rights, including the right to cancel described in section 9, and never limits them.",
      },
      { kind: "heading", text: "9. Your right to cancel (UK and EU consumers)" },
      {
        kind: "paragraph",
        text: "If you are a consumer in the United Kingdom (under the Consumer Contracts Regulations 2013) or in the European Union, you have the right to cancel your contract within 14 days without giving any reason. The cancellation period ends 14 days after the day on which you, or a person you name other than the carrier, receive the goods. If your order is delivered in several parcels, it ends 14 days after you receive the last one.",
      },
      {
        kind: "paragraph",
        text: "To cancel, you must tell us of your decision with a clear statement, for example by e-mail to support@brisahome.example or through the form on our Support page (“Contact us”). You may use the model form in section 10, but you do not have to. To meet the deadline, it is enough to send your statement before the period ends.",
      },
      {
        kind: "paragraph",
        text: "Effects of cancellation: we will refund all payments we received from you, including the cost of standard delivery, without undue delay and at the latest within 14 days of the day we receive your cancellation. We use the same payment method you used for the original transaction, unless you expressly agree otherwise; you will not be charged any fees for the refund. We may withhold the refund until we have received the goods back or you have supplied proof of having sent them, whichever is earlier.",
      },
      {
        kind: "paragraph",
        text: "You must send back the goods without undue delay and at the latest within 14 days of telling us you are canceling; customer service gives you the return address. We pay the cost of returning main units. For accessories and spare parts, you bear the direct cost of returning them. You are only liable for any loss in value of the goods resulting from handling beyond what is necessary to establish their nature, characteristics and functioning, in the way you could inspect them in a store.",
      },
      {
        kind: "paragraph",
        text: "Where the law allows, the right to cancel does not apply to sealed goods that are not suitable for return for reasons of health protection or hygiene, such as filter bags and similar consumables, if they were unsealed after delivery.",
      },
      { kind: "heading", text: "10. Model cancellation form" },
      {
        kind: "paragraph",
        text: "If you wish to cancel the contract, you may complete this form and send it to support@brisahome.example, or send us the same information through the Support page. We can also send it to you on request.",
      },
      {
        kind: "list",
        items: [
          "To Brisa Home, support@brisahome.example:",
          "I/We (*) hereby give notice that I/We (*) cancel my/our (*) contract of sale of the following goods (*):",
          "Ordered on (*) / received on (*):",
          "Order number:",
          "Name of consumer(s):",
          "Address of consumer(s):",
          "Signature of consumer(s) (only if this form is notified on paper):",
          "Date:",
          "(*) Delete as appropriate.",
        ],
      },
      { kind: "heading", text: "11. Refunds" },
      {
        kind: "paragraph",
        text: "All refunds, whether under our return promise, the right to cancel or your statutory rights, are made to the original payment method. Your order shows “Refunded” once the payment provider confirms the refund.",
      },
      { kind: "heading", text: "12. Your statutory rights and our 1-year warranty" },
      {
        kind: "paragraph",
        text: "Your statutory rights for faulty goods depend on where you live:",
      },
      {
        kind: "list",
        items: [
          "United Kingdom: under the Consumer Rights Act 2015, you can reject faulty goods for a full refund within 30 days of delivery; after that, you can ask for a repair or replacement and, if that is not possible or fails, a price reduction or refund. You can make a claim for up to six years after delivery in England, Wales and Northern Ireland (five years after the fault is discovered in Scotland).",
          "European Union: you are entitled to the legal guarantee of conformity for two years from delivery, with the remedies of repair, replacement, price reduction or termination.",
          "United States: we do not disclaim the implied warranties of merchantability and fitness for a particular purpose. Some states give you further rights; these terms do not limit any right that cannot be excluded under the law of your state.",
        ],
      },
      {
        kind: "paragraph",
        text: "In addition, we give a commercial warranty of 1 year from delivery on the main body of every appliance: if it develops a defect during that period, we repair or replace it free of charge. Batteries, filters, brushes and other wear parts are covered against manufacturing defects only, not normal wear. To claim, contact customer service with your order number and a description of the problem. This warranty is in addition to your statutory rights and does not limit them.",
      },
      { kind: "heading", text: "13. Product reviews" },
      {
        kind: "paragraph",
        text: "Customers may review the products they bought. Reviews must be honest, lawful and about the product; they must not contain offensive material, other people’s personal data, advertising or content you have no right to share. We may moderate reviews and remove those that break these rules. Your rating, text, photos and nickname are shown publicly. By submitting a review, you grant us a non-exclusive, royalty-free license to show it in our store.",
      },
      { kind: "heading", text: "14. Using the store" },
      {
        kind: "paragraph",
        text: "You may use the store only for lawful purposes. Do not interfere with its operation, circumvent rate limits or security measures, or use another person’s account or payment method. We may suspend accounts used in breach of these terms. The store’s texts, images and the Brisa Home brand are protected by intellectual property rights.",
      },
      { kind: "heading", text: "15. Liability" },
      {
        kind: "paragraph",
        text: "We are responsible for foreseeable loss or damage caused by our breach of these terms or our failure to use reasonable care and skill. We are not responsible for unforeseeable loss or for business losses, as our products are sold for private use.",
      },
      {
        kind: "paragraph",
        text: "Nothing in these terms excludes or limits our liability where this would be unlawful, in particular for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, for intentional misconduct or gross negligence, under product liability laws, for breach of your statutory rights as a consumer, or for breach of essential contractual obligations where the applicable law does not allow such a limitation. Some US states do not allow the exclusion or limitation of incidental or consequential damages, so parts of this section may not apply to you.",
      },
      { kind: "heading", text: "16. Governing law and disputes" },
      {
        kind: "paragraph",
        text: "These terms are governed by the law of the place where Brisa Home has its registered seat. This does not deprive you of the protection of the mandatory law of the country, or US state, where you live, and you may bring proceedings in the courts where you live (in the United Kingdom, the courts of England and Wales, Scotland or Northern Ireland).",
      },
      {
        kind: "paragraph",
        text: "If you have a complaint, please contact customer service first. Consumers in the European Union and the United Kingdom may also turn to an alternative dispute resolution body. We are not obliged and not willing to take part in dispute resolution proceedings before a consumer arbitration body, unless the law of your country requires us to.",
      },
      { kind: "heading", text: "17. Changes to these terms" },
      {
        kind: "paragraph",
        text: "We may change these terms for the future, for example when the law or our services change. Changes apply only to orders placed after the change; each order is governed by the version in force when it was placed.",
      },
    ],
  },
};
