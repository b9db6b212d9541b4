import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const terms: LegalDoc = {
  kind: 'legal',
  title: 'Terms of Use',
  updated: '2026-11-22',
  summary: `These terms are the agreement between you and the operator of this ${PRODUCT_NAME} instance. By visiting or using ${PRODUCT_NAME} you accept them. ${PRODUCT_NAME} is for adults only: you must be at least 18 years old, and older where your local law sets a higher age.`,
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        `${PRODUCT_NAME} is a social platform where adult creators publish content and fans follow, subscribe, chat, unlock and tip. It contains sexually explicit material. You may only use it if you are at least 18 years old (or the age of majority where you live, if that is higher) and if viewing adult content is legal where you are.`,
        `When you first arrive you are asked to confirm your age. Confirming that you are an adult when you are not is a breach of these terms, and we will close any account we believe belongs to a minor.`,
        `${PRODUCT_NAME} is open-source software. This copy of it is run by the operator of this ${PRODUCT_NAME} instance, who is the party you are agreeing with. References to "we" and "us" mean that operator.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        `If you browse without logging in, we create an anonymous account for you so that your age confirmation and preferences are remembered on this device. You can turn it into a full account at any time by signing up.`,
        `You are responsible for everything done through your account. Keep your login details private, and tell us at ${SUPPORT_EMAIL} straight away if you think someone else has used your account. One person may hold one fan account; accounts may not be sold, rented or shared.`,
        `Creators accept the Creator Terms of Service at /terms-of-service in addition to these terms.`,
      ],
    },
    {
      heading: 'Content and conduct rules',
      paragraphs: [`Everything you post, send or upload must follow the Content Moderation Policy at /content-moderation. In particular, you must not:`],
      list: [
        'post, request or share any content involving anyone under 18, or anyone who appears to be under 18;',
        'post or share content of anyone who has not consented to being recorded and to the content being published;',
        "post content that is illegal where you or the viewer are, including threats, incitement to violence or content sold in breach of someone else's copyright;",
        'harass, threaten, stalk or try to identify or locate another user, or try to get around a block or a blocked location;',
        'record, download, screenshot or redistribute paid content, live streams or video calls outside the platform;',
        'ask for or send payments outside the platform, or share card or bank details in chat;',
        'use bots, scrapers or automated tools, or interfere with the security or operation of the service.',
      ],
    },
    {
      heading: 'Coins, purchases and refunds',
      paragraphs: [
        `Fans pay for content and interactions with coins. You can buy from 1 to 10,000 coins in a single purchase using a payment card. Coins are used to unlock pay-per-view (PPV) media and messages, buy live-stream tickets, pay for video calls and send gifts, tips and flirts. Coins have no cash value, cannot be exchanged back for money and cannot be transferred to another account.`,
        `All purchases of coins and everything you unlock or send with them are final and non-refundable, except where the law that applies to you gives you a right to a refund. If you believe you were charged in error, contact ${SUPPORT_EMAIL} before contacting your card issuer; we will look into it. Disputing a valid charge with your bank may lead to your account being suspended.`,
        `Prices are set by creators and shown before you confirm. Your bank may add its own fees or currency conversion charges.`,
      ],
    },
    {
      heading: 'Memberships',
      paragraphs: [
        `Creators can offer memberships priced between 1 and 1,000 USD per month. A membership gives you access to the creator's members-only content for as long as it is active.`,
        `Memberships renew automatically every month on the same day you joined until you cancel. You can cancel at any time; you keep access until the end of the month you have already paid for, and no partial refunds are given.`,
        `If a renewal payment fails, your membership enters a 7-day grace period during which you keep access while we retry the payment. If the payment still has not gone through at the end of the grace period, the membership ends. All dates and times are in Pacific time.`,
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        `You can delete your account at any time from your settings or by writing to ${SUPPORT_EMAIL}. An account cannot be deleted while it still holds coins or has a negative balance, so spend your coins (or settle the balance) first.`,
        `We may remove content, restrict features, suspend or close your account if you break these terms or the law, if we are required to by law, or if we reasonably need to in order to protect other users or the service. Where we can, we will tell you why. You can challenge our decision through the process at /complaint-process.`,
      ],
    },
    {
      heading: 'Disclaimers and liability',
      paragraphs: [
        `Content on ${PRODUCT_NAME} is created by its users, not by us. Creators are responsible for what they publish and fans for what they send. We do not promise that any creator will post, reply or remain on the platform.`,
        `The service is provided "as is" and "as available". To the extent the law allows, we make no warranties about it and are not liable for indirect or consequential losses, or for loss of data, profits or goodwill. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        `We may update these terms. When we make a significant change we will show a notice in the app before it takes effect; the date at the top of this page shows the latest version. If you keep using ${PRODUCT_NAME} after a change, you accept the new terms.`,
        `These terms are governed by the law chosen by the operator of this ${PRODUCT_NAME} instance, and disputes are handled by the courts that operator designates, unless the law of your country gives you the right to bring a claim where you live. Questions about these terms can be sent to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default terms;
