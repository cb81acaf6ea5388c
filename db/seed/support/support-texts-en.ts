import type { DemoSupportTexts } from "./support-texts.ts";

/** The support centre's demo texts in English. */
export const supportTextsEn: DemoSupportTexts = {
  faqs: {
    "order-change-after-placing": {
      question: "Can I change or cancel my order after placing it?",
      answer: [
        "As long as an order is unpaid, you can cancel it yourself: open My orders, select the order and choose “Cancel order”; nothing is charged and the items go back on sale. To change something, such as the color or the delivery address, cancel the unpaid order and place a new one.",
        "If you have already paid but the order has not shipped yet, contact us right away with your order number through the Comments page of the support center or at support@brisahome.example. We will do our best to change or cancel it before it leaves our warehouse.",
        "Once the order has shipped, it can no longer be changed. Accept the delivery and use our 7-day return or replacement instead: you can send the product back for any reason within 7 days of delivery.",
      ],
    },
    "order-payment-time": {
      question: "How long do I have to pay for my order?",
      answer: [
        "You have 30 minutes from placing the order to complete payment. During that time the items are reserved for you; the pay-by time is shown on the order page and in your order confirmation email.",
        "If we don’t receive payment within 30 minutes, the order is canceled automatically, nothing is charged and the items go back into stock. If you used a coupon, it returns to My coupons.",
        "If a payment fails or you closed the payment page by mistake, open the order in My orders and select “Pay now” to try again, with the same or another payment method, while the 30 minutes are still running.",
      ],
    },
    "order-payment-methods": {
      question: "Which payment methods can I use?",
      answer: [
        "You can pay by credit or debit card, PayPal, Google Pay, Apple Pay or Klarna. Google Pay and Apple Pay are offered at checkout when your device and browser support them.",
        "With Klarna, your order may show Pending for a moment while Klarna confirms the approval. You don’t need to pay again: the status changes to Processing on its own, usually within a few minutes.",
      ],
    },
    "order-coupon-use": {
      question: "How do I use a coupon?",
      answer: [
        "At checkout, type the code into the Coupon code field or pick one of the coupons saved in your account. You can use one coupon per order, and the discount is shown before you pay.",
        "My coupons shows what each coupon applies to (for example a product line or accessories only), the minimum order value and how long it is valid. If checkout doesn’t accept a code, check these three conditions first.",
        "If you cancel an unpaid order, or it expires without payment, the coupon comes back to My coupons and you can use it again while it is still valid.",
      ],
    },
    "shipping-time": {
      question: "How long does delivery take?",
      answer: [
        "We dispatch orders within 2–5 business days of payment. As soon as your order leaves our warehouse, we email you the name of the carrier and your tracking number.",
        "You can follow the progress at any time on the order page in My orders: the status changes from Processing to Shipped, and the tracking number is shown there too. Delivery after dispatch usually takes a few more business days, depending on the carrier and your address.",
      ],
    },
    "shipping-cost": {
      question: "How much does shipping cost?",
      answer: [
        "Shipping is free on every main unit: robot vacuums, cordless vacuums, wet-dry vacuums and air fryers.",
        "If you order accessories on their own, such as filters, brushes or dust bags, a small shipping fee may apply. It is always shown at checkout before you pay.",
      ],
    },
    "shipping-countries": {
      question: "Which countries do you deliver to?",
      answer: [
        "Each Brisa Home regional site delivers within its own country: the US site ships to addresses in the United States, the UK site to the United Kingdom, and our German, French, Spanish and Italian sites to their own countries.",
        "Choose your country in the site selector before you order, so you see the right prices, currency and delivery conditions. An order placed on one country’s site can’t be shipped to another country.",
      ],
    },
    "returns-seven-days": {
      question: "Can I return a product if I change my mind?",
      answer: [
        "Yes. Within 7 days of delivery you can return or exchange any product for any reason. For main units, the return shipping is free.",
        "If you live in the UK or the EU, you also have the statutory right to cancel an online purchase within 14 days of delivery without giving a reason. Our 7-day promise comes on top of that right and doesn’t replace it.",
        "Please send the product back complete, with all its accessories, so we can process your refund or replacement quickly.",
      ],
    },
    "returns-how": {
      question: "How do I return a product?",
      answer: [
        "Write to us through the Comments page of the support center or at support@brisahome.example. Give your order number, the product you want to return and whether you would like a refund or a replacement. We reply with a return label and instructions.",
        "Pack the product with all its accessories, ideally in its original box, attach the label we sent you and hand the package to the carrier. Keep the drop-off receipt until the return is complete.",
        "Once the product arrives and we have checked it, we refund the original payment method or ship your replacement.",
      ],
    },
    "returns-refund-time": {
      question: "When will I get my money back?",
      answer: [
        "We refund you within 14 days of your return arriving at our warehouse, always to the payment method you used for the order.",
        "The order shows Refunded as soon as the payment provider confirms the refund. How long the money takes to appear on your statement depends on your bank, card issuer, PayPal or Klarna, usually a few business days.",
        "A coupon used on the order is not returned when the order is refunded.",
      ],
    },
    "warranty-length": {
      question: "How long is the warranty?",
      answer: [
        "The main body of every Brisa Home appliance has a 1-year warranty from the date of delivery. It comes on top of your statutory rights, which remain unaffected.",
        "Wear parts such as filters, brushes, mop pads and batteries are covered against manufacturing defects. Normal wear from use isn’t covered, so replace them at the intervals given on each accessory’s page.",
      ],
    },
    "warranty-claim": {
      question: "How do I make a warranty claim?",
      answer: [
        "Send us your order number, the model, a short description of the fault and a photo or video that shows it, through the Comments page of the support center or to support@brisahome.example.",
        "Before you write, have a look at the troubleshooting guides for your model: many problems, such as weak suction or a robot that doesn’t charge, can be solved at home in a few minutes.",
        "If the fault is covered, we repair or replace the product at no cost to you and tell you how to send it to us.",
      ],
    },
    "warranty-spare-parts": {
      question: "Where can I buy spare parts and accessories?",
      answer: [
        "Each model’s support page lists the accessories that fit it, from filters and brushes to mop pads, dust bags and batteries. Select your model in the support center to see them.",
        "You buy them in our store like any other product. Each accessory’s product page also lists the compatible models, so you can double-check before you order. Spare parts for earlier models such as the AeroSweep R4 remain available.",
      ],
    },
    "account-reset-password": {
      question: "I forgot my password. How do I reset it?",
      answer: [
        "On the sign-in page, select “Forgot your password?” and enter the email address of your account. We send you a 6-digit code by email.",
        "Enter the code together with your new password. The code is valid for 10 minutes and works only once; if it has expired, simply request a new one. For your security, you are then signed out on all your other devices.",
        "No email after a few minutes? Check your spam or junk folder and make sure you entered the address you registered with.",
      ],
    },
    "account-change-email": {
      question: "How do I change the email address of my account?",
      answer: [
        "Sign in and open My account. Enter your new email address there, and we send a code to that address to confirm it belongs to you.",
        "Enter the code within 10 minutes to complete the change. From then on, sign in and receive order updates with the new address. An address that already belongs to another Brisa Home account can’t be used.",
      ],
    },
    "account-delete": {
      question: "How do I delete my account?",
      answer: [
        "Write to us through the Comments page of the support center or at support@brisahome.example, from the email address of your account, and ask us to delete it. We confirm by email once it is done.",
        "Your profile, saved addresses and coupons are removed. Records of your orders are kept only as long as tax law requires.",
      ],
    },
    "robot-first-run": {
      question: "What should I do before my robot’s first run?",
      answer: [
        "Charge the robot fully on its dock first; this takes about 4–5 hours. Meanwhile, clear the floor of cables, socks, toys and other small objects, and move rugs with long tassels out of the way.",
        "Place the dock on a hard, level floor against a wall, with 0.5 m (about 20 in) of free space on each side and 1.5 m (about 5 ft) in front. Keep it away from stairs and direct sunlight, and within reach of your 2.4 GHz Wi-Fi.",
        "Remove all protective foam and tape from the robot and open the doors of the rooms you want cleaned. On the R7 Max and R9 Pro, the first run also creates the map of your home.",
      ],
    },
    "robot-map": {
      question: "How does the robot map my home?",
      answer: [
        "The AeroSweep R7 Max and R9 Pro scan your home with a rotating LiDAR laser. Start the first run from the app: the robot explores every room it can reach and draws the map in a single run.",
        "When the run is finished, save the map in the app. It is divided into rooms automatically; you can rename, merge or split rooms and add no-go zones wherever the robot shouldn’t go.",
        "The R7 Max remembers maps of up to four floors and recognizes which floor it is on. The R9 Pro also uses 3D obstacle avoidance to steer around cables, socks and pet bowls that aren’t on the map.",
      ],
    },
    "robot-carpets": {
      question: "Can the robot clean carpets and rugs?",
      answer: [
        "Yes. Every AeroSweep detects carpet and boosts its suction automatically, then returns to normal power on hard floors. It climbs rug edges and thresholds up to 20 mm (R5, R7 Max) or 22 mm (R9 Pro) high.",
        "When mopping, the robots keep your carpets dry. The R9 Pro lifts its twin rotating mops by 10 mm as soon as it reaches a rug. The R7 Max avoids carpets while its mop module is attached, so remove the module when you want it to vacuum them. The R5 vacuums only.",
        "Shag rugs and rugs with long tassels can stop any robot; mark them as no-go zones in the app.",
      ],
    },
    "robot-auto-empty": {
      question: "How often do I need to change the AutoEmpty dust bag?",
      answer: [
        "After every run, the AutoEmpty station empties the R9 Pro’s bin into a sealed 3-liter bag. In most homes, a bag lasts about 6–8 weeks; with pets or a large home it fills sooner.",
        "The app warns you when the bag is full. Lift the bag out by its handle: it closes automatically, so no dust escapes. Slide in a new bag and close the lid; the station doesn’t empty the robot without a bag in place.",
        "Replacement AutoEmpty dust bags, including an antibacterial version for homes with pets or allergies, are available in our store.",
      ],
    },
    "stick-runtime": {
      question: "How long does the battery last?",
      answer: [
        "It depends on the model and the power mode. On a full charge, the AeroStick S6 runs for up to 40 minutes, the S8 Flex for up to 55 minutes and the S12 Pro for up to 70 minutes in eco mode. Higher power modes and the motorized floor head use more energy, so expect less.",
        "Boost mode gives you maximum suction for stubborn dirt but shortens the runtime considerably, so use it in short bursts. The S12 Pro adjusts its power to the dust it detects and shows the remaining runtime to the minute on its display.",
        "A second click-in battery doubles the runtime of the S6 and S8 Flex: charge it while you clean and swap it in seconds. A spare Extended Battery is also available for the S12 Pro.",
      ],
    },
    "stick-charging": {
      question: "How do I charge my AeroStick?",
      answer: [
        "Hang the vacuum on its wall dock (supplied with the S8 Flex) or plug the charger cable directly into the battery; the battery also charges when it is removed from the vacuum. A full charge takes about 3.5 hours for the S6 and S8 Flex and about 4 hours for the S12 Pro.",
        "The LEDs on the battery show the charge level while charging and stay lit when it is full; the S12 Pro also shows it on its color display. Charge at room temperature, between 5 and 35 °C (41 and 95 °F).",
      ],
    },
    "stick-filter-wash": {
      question: "How often should I wash the filter?",
      answer: [
        "Wash the filter once a month, or more often if you vacuum a lot of pet hair or fine dust. Rinse it under cold running water only, without soap, until the water runs clear, then shake out the excess water.",
        "Let it dry for at least 24 hours at room temperature before you refit it. Never use a hair dryer or a radiator: a damp or deformed filter reduces suction and can cause odors.",
        "Replace the filter every 6–12 months, depending on how often you vacuum. The washable HEPA filter in our store fits the S6, S8 Flex and S12 Pro.",
      ],
    },
    "wetdry-floors": {
      question: "Which floors can I clean with an AquaGlide?",
      answer: [
        "AquaGlide wet-dry vacuums are made for sealed hard floors: tile, sealed stone, vinyl, linoleum and sealed or lacquered wood. Laminate is fine if its manufacturer allows damp mopping.",
        "Don’t use them on untreated, oiled or waxed wood, on unsealed stone, or on carpets and rugs: water can soak in and damage them. If you’re not sure how your floor is finished, test a small, hidden area first.",
      ],
    },
    "wetdry-detergent": {
      question: "Which cleaning solution can I use?",
      answer: [
        "Clean tap water alone works well for everyday cleaning. For grease and sticky spills, add the floor cleaner supplied with your AquaGlide, or another low-foaming solution made for wet-dry vacuums, at the dose given on the bottle.",
        "Never use bleach, essential oils, or regular floor or dish soap. Bleach and oils can damage the seals and tanks, and foam can rise into the motor and trigger the tank warning.",
      ],
    },
    "wetdry-self-clean": {
      question: "How does the self-cleaning cycle work?",
      answer: [
        "After cleaning, stand the AquaGlide in its dock and press the self-clean button. The roller spins while clean water flushes it and the tubes, and the dirty water is sucked into the dirty-water tank. The W7 Pro rinses the roller with water heated to 80 °C (176 °F).",
        "Then the roller is dried with warm air so it stays fresh. Leave the unit on the dock until the cycle has finished; the display shows when it’s done.",
        "Finally, empty and rinse the dirty-water tank. Dirty water left standing in the tank is the most common cause of bad smells.",
      ],
    },
    "fryer-preheat": {
      question: "Do I need to preheat my air fryer?",
      answer: [
        "For the crispiest results, yes: preheat for 3 minutes at the cooking temperature with the empty basket in place. Food that goes into a hot basket starts browning right away.",
        "The presets take care of preheating for you; just add the food when the display tells you to. For reheating or delicate foods you can skip preheating and add a minute or two to the cooking time.",
      ],
    },
    "fryer-dishwasher": {
      question: "Can the basket go in the dishwasher?",
      answer: [
        "Yes. The basket and the crisper plate of every CrispAir are dishwasher safe; let them cool down first. To keep the non-stick coating like new for longer, washing by hand with warm soapy water and a soft sponge is even gentler. Never use steel wool or abrasive cleaners.",
        "The main unit must never be put in water or in the dishwasher. Unplug it, let it cool and wipe the inside and outside with a damp cloth.",
      ],
    },
    "fryer-dual-zone": {
      question: "How do the two baskets of the CrispAir F9 Dual work?",
      answer: [
        "Each 4.5-liter basket has its own temperature and timer, so you can cook two different foods at once, for example chicken in one basket and vegetables in the other.",
        "With Sync Finish, set the time and temperature for each basket and start: the fryer delays the basket that needs less time, so both finish at the same moment.",
        "With Match Cook, set one basket and the fryer copies the same settings to the other, which is ideal for a double batch of fries or wings.",
      ],
    },
  },

  troubleshooting: {
    "robot-not-charging": {
      symptom: "The robot does not charge on its dock",
      summary:
        "Most charging problems come from a dock without power, dirty charging contacts or a robot that can’t line up with its dock.",
      causes: [
        "The dock is unplugged, or the outlet or power strip is switched off.",
        "The charging contacts on the robot or on the dock are dirty.",
        "The dock is badly placed, for example on a thick rug, on an uneven floor or with obstacles too close to it.",
        "A temporary software fault in the robot.",
      ],
      steps: [
        "Check that the dock’s power cable is firmly plugged in at both ends and that the power LED on the dock is lit; if it isn’t, try another outlet.",
        "Wipe the charging contacts under the robot and on the dock with a clean, dry cloth.",
        "Place the dock on a hard, level floor against a wall, with 0.5 m (about 20 in) free on each side and 1.5 m (about 5 ft) in front.",
        "Lift the robot and set it back on the dock by hand so that its contacts sit squarely on the dock’s contacts, and check that charging starts.",
        "Restart the robot by switching it off and on again. If it still doesn’t charge, contact support with your order number.",
      ],
    },
    "robot-stuck": {
      symptom: "The robot often gets stuck",
      summary:
        "Robots usually get stuck on cables, high thresholds or low furniture, and dirty cliff sensors can make them stop where there is no obstacle at all.",
      causes: [
        "Cables, socks, curtain hems or rug tassels on the floor.",
        "Thresholds or rug edges higher than 2 cm (3/4 in).",
        "Furniture with a gap only just higher than the robot, so it wedges itself underneath.",
        "Dirty cliff sensors, which make the robot think it is at the edge of a step.",
      ],
      steps: [
        "Tidy the floor before each run: pick up cables, chargers, socks and toys, and tuck curtain hems and rug tassels out of the way.",
        "Note where the robot gets stuck and block those spots in the app, with no-go zones on the R7 Max and R9 Pro or no-go lines on the R5.",
        "For thresholds higher than 2 cm (3/4 in), add a small threshold ramp or keep the robot out of that room.",
        "Turn the robot over and wipe the cliff sensors on its underside with a soft, dry cloth or a cotton swab.",
        "Remove hair and threads from the wheels and check that they turn freely.",
      ],
    },
    "robot-weak-suction": {
      symptom: "Suction is weak or the robot leaves debris behind",
      summary:
        "Weak suction almost always means a full dust bin, a clogged filter or hair wrapped around the brushes.",
      causes: [
        "The dust bin is full, or on the R9 Pro, the AutoEmpty bag is full.",
        "The filter is clogged with fine dust or is due for replacement.",
        "Hair and threads are wrapped around the main brush or the side brushes.",
        "Something is blocking the suction inlet.",
      ],
      steps: [
        "Empty the dust bin; on the R9 Pro, also check in the app whether the AutoEmpty bag needs changing.",
        "Tap the filter against the inside of a trash can to loosen the dust, without washing it, and replace it every 3 months or sooner if it stays clogged.",
        "Remove the main brush, cut away wrapped hair with the cleaning tool or small scissors and pull out any threads caught at its ends.",
        "Check the suction inlet under the brush and the opening of the bin, and remove anything stuck there.",
        "Replace the side brushes if their bristles are bent or splayed, and choose a higher suction level in the app for a deeper clean.",
      ],
    },
    "robot-wifi": {
      symptom: "The app cannot find my robot",
      summary:
        "AeroSweep robots connect only to 2.4 GHz Wi-Fi, so most pairing problems come from the network band, the phone’s connection or the distance to the router.",
      causes: [
        "The robot is being paired with a 5 GHz network; it works only on 2.4 GHz.",
        "Your phone is connected to a different network, or to mobile data, during pairing.",
        "The robot is too far from the router or behind thick walls.",
        "The Wi-Fi password was entered incorrectly.",
      ],
      steps: [
        "Make sure your router’s 2.4 GHz band is on; if the router uses the same network name for both bands, turn off 5 GHz or give the 2.4 GHz band its own name while you pair.",
        "Connect your phone to the same 2.4 GHz network, switch off mobile data and any VPN, and allow the app to access location and your local network.",
        "Move the robot and its dock closer to the router for pairing.",
        "Reset the robot’s Wi-Fi by pressing and holding its two buttons together for 3 seconds until the Wi-Fi indicator flashes, then add the robot in the app again.",
        "If it still doesn’t connect, restart your router, then try again, checking the network name and password carefully.",
      ],
    },
    "robot-mop-streaks": {
      symptom: "The mop leaves streaks or puddles",
      summary:
        "Streaks and puddles are caused by dirty mop pads, too much water or detergent in the water tank.",
      causes: [
        "The mop pads are dirty or still soaked from the last run.",
        "The water flow is set too high for your floor.",
        "Detergent or floor cleaner was added to the water tank.",
        "The pads are worn or not fitted straight.",
      ],
      steps: [
        "Wash the mop pads after every run and let them dry completely; R7 Max pads can be washed at up to 60 °C (140 °F).",
        "Lower the water flow in the app; on wood and laminate, the lowest of the R7 Max’s three water levels is usually best.",
        "Fill the water tank with clean tap water only, and rinse out any detergent residue.",
        "Check that the pads are fitted straight and firmly, and replace worn pads: R7 Max pads last about 50 washes, R9 Pro pads about 3 months.",
        "If water drips while the robot is parked, empty the water tank after each mopping run.",
      ],
    },
    "stick-stops-suddenly": {
      symptom: "My vacuum stops suddenly",
      summary:
        "When an AeroStick switches off in the middle of cleaning, a blockage has usually triggered the overheat protection, or the battery or bin needs attention.",
      causes: [
        "A blockage in the floor head, wand or inlet makes the motor overheat, and the protection switches it off.",
        "The battery is empty, especially after using boost mode.",
        "The dust bin is full above the MAX line.",
      ],
      steps: [
        "Empty the bin and check the battery LEDs; if the level is low, charge the vacuum.",
        "Detach the wand and the floor head and look through the wand; remove anything stuck inside, such as socks, paper or clumps of hair.",
        "Check the air channel of the floor head and the inlet of the main body for blockages.",
        "Let the vacuum cool down for 30 minutes before you switch it on again.",
        "If the filter is dirty, wash it and let it dry completely before refitting it.",
      ],
    },
    "stick-pulsing": {
      symptom: "The motor pulses on and off",
      summary:
        "A pulsing motor means the airflow is restricted, usually by a blockage or a clogged filter, and the vacuum is protecting itself.",
      causes: [
        "A blockage in the floor head, the wand, a tool or the bin inlet.",
        "A clogged or still damp filter.",
        "An overfilled bin or a cyclone packed with dust.",
      ],
      steps: [
        "Switch off the vacuum and empty the bin.",
        "Detach the wand and tools and look through each one; push out any debris carefully with a broom handle.",
        "Remove the filter, tap off the dust and rinse it under cold water, then let it dry for 24 hours before refitting it.",
        "Make sure the filter and the bin are clicked firmly into place, then switch on again.",
        "If the motor still pulses with no tool attached and a clean, dry filter, contact support with your order number.",
      ],
    },
    "stick-battery-not-charging": {
      symptom: "The battery does not charge",
      summary:
        "If the battery doesn’t charge, check the connection first, then the room temperature and finally the battery itself.",
      causes: [
        "The vacuum isn’t seated properly on the wall dock, or the charger isn’t fully plugged in.",
        "The room is colder than 5 °C (41 °F) or warmer than 35 °C (95 °F).",
        "The battery is worn out after many charging cycles.",
      ],
      steps: [
        "Check that the charger is plugged into a working outlet and that its connector is pushed fully into the battery or the dock.",
        "Reseat the vacuum on the wall dock, or take the battery out and click it back in until it locks.",
        "Bring the vacuum to room temperature before charging; it charges only between 5 and 35 °C (41 and 95 °F), so avoid a cold garage or a spot next to a heater.",
        "If the battery LEDs flash red even at room temperature, the battery is faulty or worn; replace it, or contact support if it is under warranty.",
      ],
    },
    "stick-brush-not-spinning": {
      symptom: "The brush bar does not spin",
      summary:
        "A brush bar stops when hair or an object is jamming it, or when the floor head isn’t clicked in properly.",
      causes: [
        "Hair, thread or carpet fibers wrapped tightly around the roller.",
        "An object such as a hair tie or a small toy stuck between the roller and the head.",
        "The floor head isn’t clicked fully onto the wand, so it gets no power.",
      ],
      steps: [
        "Switch off the vacuum and detach the floor head.",
        "Open the cover on the side of the head and slide the roller out.",
        "Cut through wrapped hair with scissors, pull it off and remove anything stuck inside the head.",
        "Slide the roller back in, close the cover, and push the head onto the wand until it clicks.",
        "If the roller still doesn’t spin, attach the head directly to the main body without the wand; if it works then, wipe the wand’s contacts with a dry cloth.",
      ],
    },
    "wetdry-streaks": {
      symptom: "The floor stays wet or streaky",
      summary:
        "A wet or streaky floor usually means a dirty roller, a full dirty-water tank or too much cleaning solution.",
      causes: [
        "The roller is dirty or saturated.",
        "The dirty-water tank is full, so the AquaGlide can no longer pick up water.",
        "Too much cleaning solution in the clean-water tank, which leaves a film on the floor.",
      ],
      steps: [
        "Put the AquaGlide on its dock and run the self-clean cycle to rinse the roller.",
        "Empty the dirty-water tank and rinse it and its filter under running water.",
        "Use water only, or the dose of solution given on the bottle; if you used too much, empty the clean-water tank and refill it.",
        "Move more slowly and pull the AquaGlide back over wet areas so it can pick up the remaining water.",
        "Replace the roller if it is worn or flattened; we recommend a new one every 6 months.",
      ],
    },
    "wetdry-no-water": {
      symptom: "No water comes out",
      summary:
        "If the roller stays dry, the clean-water tank is usually empty or not seated, or the water outlet is clogged.",
      causes: [
        "The clean-water tank is empty.",
        "The clean-water tank isn’t seated properly or its cap is loose.",
        "The water outlet above the roller is clogged with dirt or limescale.",
      ],
      steps: [
        "Fill the clean-water tank up to the MAX line.",
        "Screw the cap on tightly and push the tank into place until it clicks.",
        "Remove the roller and rinse the water outlet under running water, clearing any deposits with the cleaning brush.",
        "Refit the roller and run the self-clean cycle to check that water flows again.",
        "If no water comes out even with a full, well-seated tank, contact support with your order number.",
      ],
    },
    "wetdry-smell": {
      symptom: "My AquaGlide smells bad",
      summary:
        "Bad smells come from dirty water left in the tank or a roller stored wet, and a few habits after each clean prevent them.",
      causes: [
        "Dirty water was left in the dirty-water tank after cleaning.",
        "The roller was stored wet and couldn’t dry.",
        "The filter in the dirty-water tank is clogged with hair and food residue.",
      ],
      steps: [
        "Empty and rinse the dirty-water tank, its filter and the float after every use.",
        "Run the self-clean cycle after each clean; the W5 Max and W7 Pro then dry the roller with warm air, so leave them on the dock until drying has finished.",
        "On the W3, take the roller out after the self-clean cycle and let it air-dry before refitting it.",
        "Leave the dirty-water tank open to dry for a few hours before putting it back.",
        "Replace the dirty-water tank filter every 2 months.",
      ],
    },
    "wetdry-error-tank": {
      symptom: "The display shows the tank warning",
      summary:
        "The tank warning means the dirty-water tank is full, or its float is stuck and makes the AquaGlide think it is full.",
      causes: [
        "The dirty-water tank is full.",
        "The float in the tank is stuck because of dirt, hair or foam.",
        "The dirty-water tank isn’t seated properly.",
      ],
      steps: [
        "Switch off the AquaGlide, take out the dirty-water tank and empty it.",
        "Remove the filter and rinse the tank, the filter and the float under running water; move the float up and down by hand to check that it moves freely.",
        "Put the filter back and push the tank into place until it clicks.",
        "Use less cleaning solution if the tank was full of foam: foam can lift the float too early.",
      ],
    },
    "fryer-not-crispy": {
      symptom: "My food isn’t crispy",
      summary:
        "Food turns out soft when the basket is too full, the fryer wasn’t preheated or the food went in wet.",
      causes: [
        "The basket is overfilled, so the hot air can’t circulate.",
        "The fryer wasn’t preheated.",
        "The food was wet, or frozen food was covered in ice crystals.",
        "The food wasn’t shaken or turned during cooking.",
      ],
      steps: [
        "Cook in a single layer and fill the basket no more than halfway; cook larger amounts in batches.",
        "Preheat for 3 minutes, or use a preset, which preheats for you.",
        "Pat fresh food dry with paper towels and shake loose ice off frozen food.",
        "Toss the food with a little oil, about a teaspoon for a single portion.",
        "Shake the basket or turn the food halfway through cooking; the CrispAir F6 View reminds you when it’s time.",
      ],
    },
    "fryer-white-smoke": {
      symptom: "White smoke comes out of my air fryer",
      summary:
        "White smoke is usually fat from fatty food burning in the drawer, not a fault in the appliance.",
      causes: [
        "Fat from foods such as bacon, sausages or chicken wings drips into the drawer and burns.",
        "Grease left over from earlier cooking.",
        "Too much oil on the food.",
      ],
      steps: [
        "Pause the cooking, pull out the drawer carefully and pour the collected fat away.",
        "For fatty foods, pour a little water, 2–3 tablespoons, under the crisper plate before cooking; it stops the dripping fat from burning.",
        "Wash the drawer, basket and crisper plate thoroughly after every use.",
        "Use only a thin coat of oil, or none at all, for foods that already contain fat.",
        "If the smoke is dark or smells of burning plastic, unplug the fryer at once and contact support.",
      ],
    },
    "fryer-wont-start": {
      symptom: "The air fryer does not start",
      summary:
        "A safety switch stops the CrispAir from heating when the basket isn’t fully inserted, so check the basket first, then the power.",
      causes: [
        "The basket isn’t pushed in all the way, so the safety switch prevents the start.",
        "The plug isn’t fully inserted or the outlet has no power.",
        "A time or temperature wasn’t set before pressing start.",
      ],
      steps: [
        "Push the basket in firmly until it clicks, and make sure no parchment liner or food sticks out over its edge.",
        "Check that the plug is fully in the outlet, or try another outlet; plug the fryer directly into the wall rather than into an extension cord.",
        "Set a time and temperature, or choose a preset, then press start.",
        "If the display stays dark, unplug the fryer for 10 minutes and try again; if it still doesn’t start, contact support.",
      ],
    },
    "fryer-display-error": {
      symptom: "The display shows an error code",
      summary:
        "E1 points to the temperature sensor and E2 to overheating; in most cases letting the fryer cool down clears the code.",
      causes: [
        "E1: the temperature sensor reports a fault.",
        "E2: the fryer has overheated, often because the air outlet at the back is blocked or the fryer stands too close to a wall.",
      ],
      steps: [
        "Switch off and unplug the fryer, pull out the basket and let it cool for at least 10 minutes.",
        "Make sure there are at least 10 cm (4 in) of free space around the fryer and that nothing covers the air outlet at the back.",
        "Plug it back in and start a short program to check that the code is gone.",
        "If E1 or E2 comes back, stop using the fryer and contact support through the Comments page with the code, the model and your order number.",
      ],
    },
  },

  tutorials: {
    "robot-setup-app": {
      title: "Set up your AeroSweep with the app",
      summary:
        "From the box to the first run: place the dock, charge the robot, pair it on 2.4 GHz Wi-Fi and start your first clean.",
      minutes: 20,
      steps: [
        {
          title: "Unpack the robot",
          text: "Remove all protective foam, tape and film, including around the bumper. Press each side brush onto its pin under the robot until it clicks.",
        },
        {
          title: "Place the dock",
          text: "Put the dock on a hard, level floor against a wall, with 0.5 m (about 20 in) free on each side and 1.5 m (about 5 ft) in front. Plug it in and tuck the cable away behind it.",
        },
        {
          title: "Charge fully",
          text: "Switch the robot on and set it on the dock so its contacts touch the dock’s contacts. Let it charge fully before the first run, which takes about 4–5 hours.",
        },
        {
          title: "Install the app",
          text: "Download the Brisa Home app from the App Store or Google Play, create an account or sign in, and allow access to location and your local network when asked.",
        },
        {
          title: "Pair on 2.4 GHz Wi-Fi",
          text: "Connect your phone to your 2.4 GHz Wi-Fi network, tap Add device and choose your model. Hold the robot’s two buttons for 3 seconds until the Wi-Fi indicator flashes, then enter your Wi-Fi password.",
        },
        {
          title: "Start the first run",
          text: "Open the doors of the rooms to clean and start the run from the app. The R7 Max and R9 Pro create the LiDAR map of your home on this run; save it when they return to the dock.",
        },
      ],
    },
    "robot-clean-brushes": {
      title: "Clean the main and side brushes",
      summary:
        "Once a month, remove hair and dust from your AeroSweep’s brushes to keep suction strong and the robot running straight.",
      minutes: 10,
      steps: [
        {
          title: "Turn the robot over",
          text: "Switch the robot off and lay it upside down on a soft surface, such as a towel, so the bumper and sensors don’t get scratched.",
        },
        {
          title: "Remove the brush guard",
          text: "Press the release tabs on the brush guard and lift it off, then lift the main brush out of its housing, starting with the end that has no drive pin.",
        },
        {
          title: "Cut away the hair",
          text: "Cut through hair wrapped around the main brush with the blade of the cleaning tool or small scissors, then pull it off. Pull each side brush off its pin and untangle hair from around its base.",
        },
        {
          title: "Clean the bearings",
          text: "Pull off the end caps of the main brush, remove any hair and dust wound around the axles, and wipe the brush housing with a dry cloth.",
        },
        {
          title: "Refit everything",
          text: "Fit the end caps, put the main brush back and press the guard on until both tabs click. Press each side brush back onto its pin, and replace it if the bristles stay bent.",
        },
      ],
    },
    "robot-no-go-zones": {
      title: "Set up rooms, no-go zones and a schedule",
      summary:
        "Use the saved LiDAR map of your AeroSweep R7 Max or R9 Pro to clean room by room, keep the robot out of places and clean automatically.",
      minutes: 10,
      steps: [
        {
          title: "Open the map",
          text: "After the first run, open your robot in the Brisa Home app and tap the saved map. Make sure it shows all the rooms you want cleaned.",
        },
        {
          title: "Edit the rooms",
          text: "Tap Edit rooms to check how the map was divided. Merge or split rooms where needed, and give each room a name, such as Kitchen or Bedroom.",
        },
        {
          title: "Add no-go zones",
          text: "Draw no-go zones around places the robot should avoid, such as pet bowls, cable clutter or a shag rug. Add no-mop zones over carpets you want vacuumed but kept dry.",
        },
        {
          title: "Choose the settings per room",
          text: "Select a room to set its suction level and, when mopping, its water flow. Set the order in which the rooms are cleaned, for example the kitchen last.",
        },
        {
          title: "Create a schedule",
          text: "Tap Schedule, choose the days, the start time and the rooms, and save. The robot sets off on its own and returns to its dock when it has finished.",
        },
      ],
    },
    "stick-first-use": {
      title: "First use of your AeroStick",
      summary:
        "Get your AeroStick ready: set up charging, charge the battery, assemble it, choose a power mode and empty the bin.",
      minutes: 15,
      steps: [
        {
          title: "Set up charging",
          text: "With the S8 Flex, screw the wall dock to a wall near an outlet, at a height where the floor head just touches the floor, and plug in the charger. With the S6 and S12 Pro, keep the charger near an outlet where you store the vacuum.",
        },
        {
          title: "Charge the battery",
          text: "Hang the vacuum on the wall dock or plug the charger into the battery. A full charge takes about 3.5 hours (S6, S8 Flex) or 4 hours (S12 Pro); the LEDs show the progress.",
        },
        {
          title: "Assemble the vacuum",
          text: "Push the wand into the main body until it clicks, then click the floor head onto the other end. For stairs, upholstery and the car, use the crevice tool or the dusting brush directly on the main body.",
        },
        {
          title: "Choose a power mode",
          text: "Switch on and press the mode button to change the power. Use eco mode for everyday cleaning and the longest runtime, and boost for short bursts on stubborn dirt; the S12 Pro also adapts its power to the dust it detects.",
        },
        {
          title: "Empty the bin",
          text: "Hold the vacuum over a trash can and press the bin release so the dust falls out. Empty it whenever the dirt reaches the MAX line, and after each use if you vacuum pet hair.",
        },
      ],
    },
    "stick-filter-care": {
      title: "Wash and dry the filter and the cyclone",
      summary: "A clean filter and cyclone keep your AeroStick’s suction strong; wash them once a month.",
      minutes: 10,
      steps: [
        {
          title: "Remove the bin and filter",
          text: "Switch off the vacuum, empty the bin, then twist off the bin and take out the filter and the cyclone.",
        },
        {
          title: "Tap off the dust",
          text: "Tap the filter and the cyclone gently against the inside of a trash can to loosen the dust. Don’t use a brush on the pleated filter, as it can damage the fibers.",
        },
        {
          title: "Rinse in cold water",
          text: "Rinse the filter, the cyclone and the bin under cold running water, without soap, until the water runs clear. Shake out the excess water.",
        },
        {
          title: "Dry for 24 hours",
          text: "Leave all parts to dry at room temperature for at least 24 hours. Don’t use a hair dryer, a radiator or a dryer: heat can deform the filter.",
        },
        {
          title: "Refit",
          text: "Put the completely dry filter and cyclone back and click the bin into place. Replace the filter every 6–12 months, or sooner if it stays discolored after washing.",
        },
      ],
    },
    "wetdry-first-clean": {
      title: "Your first clean with the AquaGlide",
      summary:
        "Fill the tank, fit the roller and wash your hard floors, then let the dock clean the AquaGlide for you.",
      minutes: 15,
      steps: [
        {
          title: "Fill the clean-water tank",
          text: "Lift out the clean-water tank, open the cap and fill it with cold or lukewarm tap water up to the MAX line.",
        },
        {
          title: "Add cleaning solution",
          text: "For grease or sticky spills, add the floor cleaner supplied in the box at the dose on the bottle; for everyday cleaning, water alone is enough. Close the cap and click the tank back in.",
        },
        {
          title: "Attach the roller",
          text: "Slide the brush roller onto the floor head and close the roller cover until it clicks. Check that the empty dirty-water tank and its filter are in place.",
        },
        {
          title: "Start cleaning",
          text: "Press the power button, tilt the handle back and push the AquaGlide slowly forward and back. Go over dried spills twice; on the W7 Pro, the water heated to 60 °C (140 °F) dissolves kitchen grease.",
        },
        {
          title: "Self-clean on the dock",
          text: "Stand the AquaGlide in its dock and press the self-clean button to rinse the roller and tubes. When the cycle ends, empty and rinse the dirty-water tank.",
        },
      ],
    },
    "wetdry-roller-care": {
      title: "Care for the roller and tanks",
      summary: "A quick routine after cleaning keeps your AquaGlide fresh, odor-free and picking up well.",
      minutes: 10,
      steps: [
        {
          title: "Run the self-clean cycle",
          text: "Stand the AquaGlide in its dock and press the self-clean button. The W5 Max and W7 Pro dry the roller with warm air afterward; leave them on the dock until they are done.",
        },
        {
          title: "Remove the roller",
          text: "Open the roller cover and lift the roller out. Pull off any hair wrapped around the ends and clear the roller housing with the cleaning brush.",
        },
        {
          title: "Rinse and dry the roller",
          text: "Rinse the roller under running water if it still looks dirty. Let it dry upright in the air before refitting it; a spare roller lets you keep cleaning in the meantime.",
        },
        {
          title: "Empty and rinse the dirty-water tank",
          text: "Take out the dirty-water tank, pour the water away, and rinse the tank, its filter and the float under running water. Leave it open to dry.",
        },
        {
          title: "Reassemble",
          text: "Put the filter back, click the tank and the roller into place and return the AquaGlide to its dock to charge. Replace the roller every 6 months and the tank filter every 2 months.",
        },
      ],
    },
    "fryer-first-use": {
      title: "Before you use your air fryer for the first time",
      summary:
        "Unpack your CrispAir, wash the basket and burn off the new-appliance smell before you cook your first recipe.",
      minutes: 20,
      steps: [
        {
          title: "Remove all packaging",
          text: "Take off all stickers, films and cardboard, including any inside the basket. Place the fryer on a stable, heat-resistant countertop with 10 cm (4 in) of free space all around.",
        },
        {
          title: "Wash the basket",
          text: "Wash the basket and the crisper plate in warm soapy water or in the dishwasher, and dry them well. Wipe the inside of the main unit with a damp cloth.",
        },
        {
          title: "Run it empty",
          text: "Insert the empty basket and run the fryer for 10 minutes at 200 °C (392 °F). A slight smell or a little smoke is normal the first time; keep the room ventilated.",
        },
        {
          title: "Cook your first recipe",
          text: "Let the fryer cool, then try an easy recipe such as fries or chicken wings, using a preset. Shake the basket halfway through for even browning.",
        },
      ],
    },
    "fryer-crispy-fries": {
      title: "Perfect fries from fresh potatoes",
      summary: "Crisp outside, fluffy inside, with just a spoonful of oil.",
      minutes: 60,
      steps: [
        {
          title: "Cut the potatoes",
          text: "Peel floury potatoes such as Russet or Maris Piper and cut them into sticks about 1 cm (3/8 in) thick, all the same size so they cook evenly.",
        },
        {
          title: "Soak them",
          text: "Soak the sticks in cold water for at least 30 minutes to wash off the surface starch, which makes the fries crisper.",
        },
        {
          title: "Dry them well",
          text: "Drain the potatoes and pat them completely dry with a clean kitchen towel or paper towels; wet fries steam instead of crisping.",
        },
        {
          title: "Add a spoonful of oil",
          text: "Toss the fries in a bowl with one tablespoon of oil and a pinch of salt until they are evenly coated.",
        },
        {
          title: "Air fry",
          text: "Preheat, then spread the fries in the basket, no more than half full, and cook for 18–22 minutes at 200 °C (392 °F). Shake the basket twice, after about 8 and 15 minutes.",
        },
      ],
    },
  },

  quickStarts: {
    "robot-vacuums": {
      title: "AeroSweep robot vacuum: quick start",
      steps: [
        {
          title: "What’s in the box",
          text: "The robot, its charging dock (an AutoEmpty station with the R9 Pro) and its side brushes. Depending on the model: a spare HEPA filter, a mop module with pad (R7 Max), or rotating mop pads and dust bags (R9 Pro).",
        },
        {
          title: "Place the dock",
          text: "Put the dock on a hard, level floor against a wall, with 0.5 m (20 in) free on each side and 1.5 m (5 ft) in front. Keep it away from stairs and within reach of your Wi-Fi.",
        },
        {
          title: "Charge",
          text: "Remove all protective foam and tape, fit the side brushes, switch the robot on and set it on the dock. Charge it fully before the first run, which takes about 4–5 hours.",
        },
        {
          title: "Pair with the app",
          text: "Install the Brisa Home app and connect your phone to your 2.4 GHz Wi-Fi. Tap Add device, hold the robot’s two buttons for 3 seconds until the Wi-Fi indicator flashes and follow the steps.",
        },
        {
          title: "First run",
          text: "Clear cables and small objects, open the doors and start the run from the app. The R7 Max and R9 Pro map your home with LiDAR; save the map and add rooms and no-go zones.",
        },
        {
          title: "Daily care",
          text: "Empty the bin after each run (the R9 Pro’s station does it for you) and wash the mop pads after mopping. Clean the brushes monthly and replace the HEPA filter every 3 months.",
        },
      ],
    },
    "cordless-vacuums": {
      title: "AeroStick cordless vacuum: quick start",
      steps: [
        {
          title: "Mount the dock",
          text: "S8 Flex: screw the wall dock to a wall near an outlet, at a height where the floor head just touches the floor. S6 and S12 Pro: keep the charger near the place you store the vacuum.",
        },
        {
          title: "Charge",
          text: "Hang the vacuum on the dock or plug the charger into the battery. A full charge takes about 3.5 hours (S6, S8 Flex) or 4 hours (S12 Pro). Charge between 5 and 35 °C (41 and 95 °F).",
        },
        {
          title: "Assemble",
          text: "Click the wand into the main body and the floor head onto the wand. For stairs, sofas and the car, fit the crevice tool or the dusting brush directly on the main body.",
        },
        {
          title: "Power modes",
          text: "Press the mode button to switch between eco, for the longest runtime, and boost, for stubborn dirt. The S12 Pro adapts its power to the dust it detects and shows the remaining minutes.",
        },
        {
          title: "Empty the bin",
          text: "Hold the vacuum over a trash can and press the bin release. Empty it whenever the dirt reaches the MAX line.",
        },
        {
          title: "Wash the filter",
          text: "Once a month, rinse the filter under cold water without soap and let it dry for 24 hours before refitting it. Replace it every 6–12 months.",
        },
      ],
    },
    "wet-dry-vacuums": {
      title: "AquaGlide wet-dry vacuum: quick start",
      steps: [
        {
          title: "The two tanks",
          text: "The clean-water tank feeds the roller; the dirty-water tank collects what the AquaGlide picks up. Fill the clean-water tank with tap water up to the MAX line and click it back in.",
        },
        {
          title: "Cleaning solution",
          text: "Water alone is fine for everyday cleaning. For grease, add the supplied floor cleaner or another low-foaming solution for wet-dry vacuums. Never use bleach or essential oils.",
        },
        {
          title: "First clean",
          text: "Charge fully on the dock, fit the roller and switch on. Push slowly forward and back over sealed hard floors only; never use it on carpets or untreated wood.",
        },
        {
          title: "Self-clean",
          text: "After cleaning, stand the AquaGlide in its dock and press the self-clean button. The roller and tubes are rinsed; the W5 Max and W7 Pro then dry the roller with warm air.",
        },
        {
          title: "Storage",
          text: "Store the AquaGlide upright in its dock, indoors and frost-free. Empty the dirty-water tank before storing, and never leave dirty water standing in it.",
        },
        {
          title: "Care",
          text: "After each use, rinse the dirty-water tank, its filter and the float. Let the W3’s roller air-dry. Replace the roller every 6 months and the tank filter every 2 months.",
        },
      ],
    },
    "air-fryers": {
      title: "CrispAir air fryer: quick start",
      steps: [
        {
          title: "Placement",
          text: "Place the fryer on a stable, heat-resistant countertop with at least 10 cm (4 in) of free space around it, not directly under a wall cabinet. Keep the air outlet at the back clear.",
        },
        {
          title: "First run empty",
          text: "Remove all packaging, wash the basket and crisper plate, then run the empty fryer for 10 minutes at 200 °C (392 °F). A slight smell the first time is normal.",
        },
        {
          title: "Presets",
          text: "Choose a preset for fries, chicken, fish, vegetables and more; it sets the time and temperature and preheats for you. You can adjust both before you press start.",
        },
        {
          title: "Shaking",
          text: "For even, crisp results, cook in one layer and shake the basket or turn the food halfway through. Pull the basket out by the handle; the fryer pauses while it is out.",
        },
        {
          title: "Cleaning",
          text: "Let the fryer cool, then wash the basket and crisper plate by hand or in the dishwasher. Wipe the main unit with a damp cloth; never put it in water.",
        },
        {
          title: "Safety",
          text: "The basket and the air outlet get very hot: use the handle and oven mitts. Don’t cover the fryer, don’t use it near water, and unplug it after use.",
        },
      ],
    },
  },

  firmware: {
    "aerosweep-r9-pro-3-2": {
      notes: [
        "Detects carpets faster, so the mops lift before they reach the rug.",
        "Smarter return to the dock, with a more direct route and more precise docking.",
        "Fixed a rare issue where the saved map appeared rotated in the app.",
      ],
    },
    "aerosweep-r9-pro-3-1": {
      notes: [
        "The AutoEmpty station is quieter when it empties the robot.",
        "Improved detection and avoidance of pet waste.",
        "New battery calibration for more accurate charge level and runtime estimates.",
      ],
    },
    "aerosweep-r7-max-2-8": {
      notes: [
        "You can now set the order in which rooms are cleaned in the app.",
        "Better edge cleaning along walls and furniture.",
        "The robot reconnects to Wi-Fi automatically after your router restarts.",
      ],
    },
    "aerosweep-r5-1-9": {
      notes: [
        "Cleaning schedules can now be created and edited directly in the app.",
        "Longer runtime in eco mode.",
        "Fixed the robot spinning in place near black carpets.",
      ],
    },
    "aquaglide-w7-pro-1-4": {
      notes: [
        "Quieter hot-air drying of the roller after the self-clean cycle.",
        "A clearer warning on the display when the dirty-water tank is full.",
        "The self-clean cycle now uses less water.",
      ],
    },
  },
};
