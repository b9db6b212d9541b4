/** A staff console page: the screen frame, the console's sections (the current one marked), then the page. */
import type { ReactNode } from 'react';
import { Box, Stack, Text, TextLink } from '#ds';
import { ScreenFrame } from '../shell/ScreenFrame';
import { CONSOLE_SECTIONS, type ConsoleSection } from './sections';

export function ConsoleFrame({ title, section, children }: { title: string; section?: ConsoleSection; children: ReactNode }) {
  return (
    <ScreenFrame title={title}>
      <Box paddingX="large" paddingY="large">
        <Stack gap="large">
          <nav aria-label="Staff console">
            <Box as="ul" display="flex" flexWrap="wrap" gap="medium">
              <li>
                <TextLink href="/admin">Console</TextLink>
              </li>
              {CONSOLE_SECTIONS.map((item) => (
                <li key={item.href}>
                  {item.href === section ? (
                    <span aria-current="page">
                      <Text as="span" weight="bold">
                        {item.label}
                      </Text>
                    </span>
                  ) : (
                    <TextLink href={item.href}>{item.label}</TextLink>
                  )}
                </li>
              ))}
            </Box>
          </nav>
          {children}
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
