/** /manage/terms as a view: every policy with a link, and where to report content or send a DMCA notice. */
import { Heading, ItemList, ItemRowLink, Stack, Text } from '#ds';

export interface PolicyLink {
  title: string;
  href: string;
}

export function TermsView({ policies }: { policies: PolicyLink[] }) {
  return (
    <Stack gap="large">
      <Text>The rules of this platform, and how we handle reports and complaints.</Text>
      <section aria-labelledby="policies-title">
        <Stack gap="small">
          <Heading level={2} id="policies-title">
            Policies
          </Heading>
          <ItemList label="Policies" gap="xsmall">
            {policies.map((p) => (
              <li key={p.href}>
                <ItemRowLink href={p.href}>{p.title}</ItemRowLink>
              </li>
            ))}
          </ItemList>
        </Stack>
      </section>
      <section aria-labelledby="reporting-title">
        <Stack gap="small">
          <Heading level={2} id="reporting-title">
            Reporting and copyright
          </Heading>
          <Text>To report a user, a post or a chat message, use “Report” on it. Your reports and their outcomes are listed under Your reports.</Text>
          <ItemList label="Reporting and copyright" gap="xsmall">
            <li>
              <ItemRowLink href="/user/account#reports">Your reports</ItemRowLink>
            </li>
            <li>
              <ItemRowLink href="/manage/dmca_form">Send a DMCA takedown notice</ItemRowLink>
            </li>
          </ItemList>
        </Stack>
      </section>
    </Stack>
  );
}
