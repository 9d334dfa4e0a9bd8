import type { CompanyProfile } from '@shop/contracts';

/**
 * The shop's terms of service until staff write their own in the admin site. Built from the
 * company profile, so the names, address and contacts in it are the ones every other page shows.
 * Fees and thresholds are left to the cart and checkout, which always show the current ones.
 */
export function defaultTermsText(company: CompanyProfile): string {
  const email = company.emails[0];
  const phone = company.phones[0];
  return `These terms apply when you use the website of ${company.name} ("we", "us") and when you buy from our online shop. By placing an order you accept them. Please read them; if anything is unclear, call us on ${phone} or write to ${email} before you order.

## Your account

You may browse without an account; to order you need one. Give us true and complete details, keep your password to yourself and tell us straight away if you think someone else has used your account. You are responsible for orders placed with your account. We may suspend an account that is used for fraud or to harm the shop or other customers.

## Products and prices

We describe and photograph our goods as accurately as we can, but colours, sizes and finishes may look slightly different in real life. Prices are in South Sudanese Pounds (SSP) and are the prices shown when you place your order. The delivery fee, and the order total above which delivery is free, are shown in your cart and at checkout before you pay.

If a price on the website is clearly wrong, or an item turns out to be out of stock, we will call or e-mail you before delivery. You may then accept the correct price or a replacement, or cancel the order at no cost.

## Orders

Your order is a request to buy. It is accepted when we confirm it, by e-mail or on your orders page. We may decline or cancel an order, for example when goods are unavailable, when we cannot reach you to arrange delivery, or when we suspect fraud; if you have already paid, we give the money back in full.

You may cancel an order free of charge until it has been shipped: call or write to us with your order number. Once the goods are on the road, the returns rules below apply.

## Payment

Cash on delivery: you pay the full amount in SSP to our driver when the goods arrive. Please check the goods before you pay.

Mobile money: we accept MTN, Airtel and UTL mobile money. Your order is placed unpaid; send the amount to the merchant number given in your order confirmation, with your order number as the reference, and enter the transaction id on your orders page. We prepare the order once we have confirmed the payment. We will never ask for your PIN: anyone who does is not from us.

Large supply contracts, such as construction materials, fuel or relief supplies for organisations, may be quoted and paid under a separate written agreement. Where such an agreement exists, it applies in place of these terms.

## Delivery

We deliver across Juba and surrounding areas, and further by arrangement. Delivery times given on the website or by our staff are our best estimates, not promises; we will tell you if your order is delayed. Someone must be present to receive the goods and, for cash on delivery, to pay. Please check the goods when they arrive and tell the driver at once about anything missing or damaged. Ownership and risk pass to you when the goods are handed over.

## Returns and refunds

You may return goods within 30 days of delivery, as the shop's pages say: unused, complete and in their original packaging, with the order number. Tell us first by phone or e-mail and we will arrange the collection; the price of the goods is refunded once we have received and checked them.

If goods arrive damaged or faulty, or are not what you ordered, tell us within 7 days of delivery and keep them as they came. We will collect them and, as you prefer, replace them or refund you. Refunds are made in cash or by mobile money to the number you paid from.

Items made or cut to your order (such as custom furniture), food and other perishable goods, and goods that have been used or installed cannot be returned unless they are faulty.

## Reviews and messages

Reviews must be honest and about the product. We publish them after checking them, and we may refuse reviews that are offensive, misleading or off topic. By posting a review you allow us to show it on our website.

## Using the website

Do not use the website to break the law, to send unwanted messages, to try to get into accounts or systems that are not yours, or to copy the shop's content in bulk. Texts, photos and designs on the website belong to us or to those who allowed us to use them.

## Our responsibility

We are responsible for supplying the goods you ordered as described, with reasonable care and skill. Beyond that, and as far as the law allows, our liability for an order is limited to the amount you paid for it, and we are not responsible for losses we could not reasonably foresee. Nothing in these terms limits rights that the law gives you and that cannot be taken away by agreement.

## Law and disputes

These terms are governed by the laws of the Republic of South Sudan. If something goes wrong, please contact us first: most problems are solved with a phone call. Disputes that cannot be settled between us go to the competent courts in Juba.

## Changes to these terms

We may update these terms from time to time and publish the new version on this page. The terms in force when you placed an order apply to that order.

## Contact us

${company.name}, ${company.address}. E-mail: ${email}. Phone: ${phone}.`;
}
