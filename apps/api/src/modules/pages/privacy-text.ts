import type { CompanyProfile } from '@shop/contracts';

/**
 * The shop's privacy policy until staff write their own in the admin site. Built from the company
 * profile, so the names, address and contacts in it are the ones every other page shows.
 */
export function defaultPrivacyText(company: CompanyProfile): string {
  const email = company.emails[0];
  const phone = company.phones[0];
  return `This policy explains what personal information ${company.name} ("we", "us") collects when you use our website and shop, why we collect it, who we share it with and the choices you have. We keep it short and plain, and we only collect what we need to serve you.

## Who we are

${company.name} is a general trading company based at ${company.address}. We sell and deliver goods to customers in South Sudan and answer enquiries from businesses and organisations. For any question about your information, write to ${email} or call ${phone}.

## What we collect

When you create an account: your name, e-mail address and password. We store only a scrambled form of your password that cannot be turned back into it; our staff never see it. On your profile you may add a phone number, an address, a date of birth, a gender and the styles you like; all of these are optional.

When you order: the delivery name, address, phone number and e-mail, the goods you ordered, the amount, and how you pay. For mobile money we keep the number you pay from and the transaction id you give us, so we can match your payment. We never ask for your mobile money PIN, and we do not collect bank card numbers.

When you write to us through the contact form: your name, e-mail address, phone number if you give it, the subject and your message.

When you sign up for our newsletter: your e-mail address and the dates you subscribed, confirmed or unsubscribed.

When you use the website: our servers record the address of your device (IP address) and the pages it asked for, to keep the shop running and to stop abuse such as repeated failed sign-ins. Your browser keeps your sign-in, your cart and your favourites on your device so they are there when you come back. When you open our website from a link in our newsletter, your browser keeps a small cookie for 30 days that names that newsletter and nothing about you, so we can count how many visits and orders each newsletter brings; it is sent only to our website. We do not use advertising or tracking cookies.

## Why we use it

We use your information to take, prepare and deliver your orders, to confirm cash on delivery and mobile money payments, to send you e-mails about your orders and your account (for example a password reset link), to answer your messages, and to keep the shop secure. We keep order and payment records because the law requires businesses to keep their accounts.

We send you our newsletter only if you asked for it and confirmed your address through the link we e-mailed you. Every newsletter e-mail has a link to unsubscribe, and unsubscribing takes one click.

## Who we share it with

We do not sell or rent your personal information to anyone.

We share only what is needed: with our staff and the drivers or delivery partners who bring your order (your name, phone number and delivery address); with the mobile money operator you choose when we check a payment; and with the companies that host our website and send our e-mails, who may use the information only to provide that service to us. We give information to the police or other authorities only when the law requires it.

## How long we keep it

Your account stays until you ask us to close it. Order and payment records are kept as long as the law on business records requires. Messages sent through the contact form are kept while we deal with your enquiry and for up to two years after. Your newsletter address is kept until you unsubscribe; after that we keep only a record that you unsubscribed, so we do not write to you again by mistake.

## How we protect it

The website uses encrypted connections (HTTPS). Passwords are stored scrambled, access to customer information is limited to staff who need it, and every change staff make to orders, products and settings is recorded. No system is perfectly safe, so please choose a strong password and do not share it.

## Your choices and rights

You can see and correct most of your information yourself on your account page. You can ask us for a copy of the information we hold about you, ask us to correct it, or ask us to close your account and delete what we do not have to keep by law. You can unsubscribe from the newsletter at any time through the link in every newsletter e-mail. To make a request, write to ${email}; we answer within 30 days.

## Children

Our shop is for adults. If you are under 18, please ask a parent or guardian to order for you. If you believe a child has given us personal information, contact us and we will delete it.

## Changes to this policy

If we change this policy we publish the new version on this page. If a change affects how we use information you already gave us, we will tell you by e-mail or on the website before it takes effect.

## Contact us

${company.name}, ${company.address}. E-mail: ${email}. Phone: ${phone}.`;
}
