import type { LegalDetails, OwnerPageTexts } from './shape.ts';

function analyticsNow(analytics: LegalDetails['analytics']): string {
  if (!analytics.on) return 'On this site it is currently **off**.';
  return `On this site it is currently **on**: pages load a visitor-statistics script from ${analytics.host ?? 'this site'}, which counts page visits so we can improve the shop.`;
}

/** The demo shop's pages in English. */
export const en: OwnerPageTexts = {
  about: {
    title: 'Good food, brought to your doorstep',
    intro:
      'Doorstep started as a small family kitchen cooking for neighbours who were too busy to cook for themselves. Today we cook and deliver fresh, halal meals and everyday groceries across the city — with the same care as the first order we ever packed.',
    valuesHeading: 'What we stand for',
    values: [
      {
        title: 'Fresh every day',
        text: 'Vegetables, herbs and fruit arrive each morning from farms near the city. Sauces, dough and marinades are made in our kitchen, not opened from a tin.',
      },
      {
        title: 'Halal, all of it',
        text: 'Every meat dish uses certified halal suppliers, and our kitchen keeps no pork or alcohol, so the whole menu is open to everyone at the table.',
      },
      {
        title: 'At your door, fast',
        text: 'Dishes are cooked when you order and leave in insulated bags with a rider who knows the neighbourhood, so they arrive hot and on time.',
      },
    ],
    stepsHeading: 'How ordering works',
    steps: [
      {
        title: 'Pick your dishes',
        text: 'Browse the menu by category — pizza, burgers, sushi, thali, chicken and more — and add what you fancy to your cart.',
      },
      {
        title: 'Check out your way',
        text: 'Pay with cash on delivery, a card or UPI. Your card details go straight to the payment provider, never to us.',
      },
      { title: 'Follow it to your door', text: 'See your order move from the kitchen to your street in My Orders and your notifications.' },
    ],
    promiseHeading: 'Our promise',
    promise:
      'If an order is not right, tell us and we will make it right — a replacement or a refund, no long forms. Questions, catering or feedback: we read every message.',
    menuLink: 'See the menu',
    contactLink: 'Contact us',
  },
  contact: {
    title: 'Contact us',
    intro: 'A question about an order, a catering request or just feedback — we read every message and usually reply within a day.',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'We collect only what we need to cook and deliver your order, and we keep it safe. This page explains what that is, in plain words.',
    body: ({ email, phone, address, analytics }) => `## What we collect

### When you browse

You can look through the menu without an account. Your cart is kept **in your own browser** (its local storage), not on our server, so it is still there when you come back on the same device. Your browser also keeps a copy of the menu so the page shows dishes straight away. Neither contains anything about you.

### When you create an account or sign in

- Your name and e-mail address.
- Your password, which we never store as written: we keep only a salted hash made with a deliberately slow algorithm, and we never write passwords to our logs.
- If you sign in with Google, the name and e-mail address Google confirms to us. We do not receive your Google password.

### When you place an order

- The dishes, quantities and prices, and the delivery address you enter.
- The payment method. For card payments, your card number and security code (CVV) **never reach our server**: they go to the payment provider's secure form, which gives us a token in return. We keep only that token, the card brand, the last four digits and the cardholder name, so you and we can recognise the payment.
- For UPI payments, the UPI ID and transaction ID you enter, so we can confirm the payment.
- The order's status history: when it was placed, prepared, paid and delivered.

### When you write a review or contact us

Reviews keep the name, rating and text you submit. The contact form and the newsletter box do not send anything to our server: they open your own mail app with a draft, and we receive only the e-mail you choose to send.

## How we use it

- To prepare and deliver your orders and to show you your order history and notifications.
- To keep you signed in and to protect your account.
- To answer your messages and, if you asked to subscribe, to send our newsletter.
- To prevent abuse: we use your IP address for a short time to slow down repeated failed sign-ins and to limit how often sign-ups, orders and reviews can be sent.

We do not sell your information, and we do not use it for advertising.

## How we keep it secure

- Passwords are hashed, and card numbers and security codes never reach us at all.
- Your session lives in a cookie that page scripts cannot read, and signing out or changing your password ends it on our side too.
- Your orders and account are visible only to you and to the shop staff who handle them. Staff tools check on our server, at every request, that the person using them is an administrator.
- Our pages are served with strict browser security settings that stop other sites from embedding them or injecting scripts.

No system is perfectly secure. If something goes wrong that affects your information, we will tell you.

## Cookies and browser storage

We set **one cookie**, and only when you sign in: a session cookie holding a short-lived, signed token that tells our server it is you. It is **HttpOnly** (page scripts cannot read it), **SameSite=Lax** (other sites cannot use it to act for you) and, on a secure connection, **Secure**. It is removed when you sign out. We use no advertising or tracking cookies.

Your cart and a copy of the menu are kept in your browser's local storage, not in a cookie, and are never sent to us on their own. Clearing your browser's site data removes them.

### Analytics

Analytics is optional and **off unless the shop turns it on**. When it is off, no analytics script loads at all. ${analyticsNow(analytics)}

## How long we keep it

We keep your account while you have one, and your orders for as long as the law requires us to keep sales records. Records used to slow down failed sign-ins expire on their own.

## Your rights

- **See and correct** your details: your name, e-mail address and password can be changed on your account page at any time.
- **Get a copy** of the information we hold about you.
- **Delete** your account and the information tied to it, except records we must keep by law.
- **Object or withdraw consent**, for example to stop the newsletter.
- **Complain** to your local data protection authority if you think we have not handled your information properly.

To use any of these rights, write to ${email}. We answer within 30 days.

## Changes to this policy

If we change how we handle your information, we will update this page and the date at the top of it.

## Contact

Doorstep, ${address}. E-mail ${email}, phone ${phone}.
`,
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'These terms are the agreement between you and Doorstep when you use this site and order from us. We have kept them short and plain.',
    body: ({ email, phone }) => `## Using the service

Anyone can browse the menu. To place an order, see your orders or write a review you need an account, which you can create with an e-mail address and password or, where offered, by signing in with Google. You must give a real name and an e-mail address you can receive mail at.

We deliver within our local delivery area only. We may change the menu, prices and opening hours, and may pause the service for maintenance or when the kitchen is at capacity. We may suspend an account that is used to break these terms.

## Orders and payments

- Prices are in the shop's currency, with tax as the checkout shows it. A delivery fee is added and shown in your cart before you order. A valid coupon code takes its percentage off the total shown at checkout.
- An order is placed when you confirm it at checkout and we show you its confirmation. If a dish has become unavailable in the meantime, we tell you and do not place the order.
- You can pay by **cash on delivery**, **credit or debit card**, or **UPI**. Card payments are handled by our payment provider; your card number and security code never reach us. A declined card means the order is not placed. UPI payments are confirmed by us against the transaction ID you give.
- When the checkout says **Test mode — no real charge**, the shop is running with a test payment gateway: no money is taken and orders are for demonstration only.
- The total charged is the one our server calculates from the current prices, as shown at checkout.

## Your responsibilities

- Give a complete, correct delivery address and be available to receive the order.
- Keep your password to yourself and tell us at once if you think someone else is using your account.
- Tell us about allergies or dietary needs before ordering; dish descriptions list main ingredients, and our kitchen handles common allergens.
- Write honest reviews about your own orders, without abuse, personal information about others or advertising.
- Do not misuse the site: no attempts to get around security or limits, no automated ordering, and no use of someone else's payment details.

## Refunds and cancellations

- You can cancel free of charge until the kitchen starts preparing your order: call us on ${phone} or write to ${email} with your order reference.
- If something is missing, wrong, or not in the condition it should be, tell us within 24 hours of delivery (a photo helps). We will replace it or refund it.
- Refunds go back to the way you paid: card and UPI payments to the same account, cash orders by a method we agree with you. Card refunds can take a few business days to show on your statement.
- If we cannot deliver an order we have accepted, we cancel it and refund anything you paid in full.

## Liability

We take care to prepare and deliver food safely and on time, but delivery times are estimates. Nothing in these terms limits rights you have under consumer law that cannot be limited.

## Changes to these terms

We may update these terms as the service changes. The date at the top shows the latest version; orders are governed by the terms in force when they were placed. If you keep using Doorstep after a change, the new terms apply to your later orders.

## Contact

Questions about these terms: ${email}, or see our [Privacy Policy](/privacy) for how we handle your information.
`,
  },
};
