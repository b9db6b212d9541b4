import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeGateCard, BecomeHostBubble, InstallGuide } from '#ds';

const meta = { title: 'Overlays/Prompts', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 18+ gate: at most 420 px wide; Escape does not close it, only Enter or Leave. */
const onLeave = fn();
export const AgeGate: Story = {
  render: () => <AgeGateCard onAgree={() => undefined} onLeave={onLeave} />,
  play: async ({ canvasElement }) => {
    onLeave.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Adults only' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Leave' }));
    await expect(onLeave).toHaveBeenCalledTimes(1);
  },
};

/** Agreeing is being confirmed with the server. */
export const AgeGateAgreeing: Story = { render: () => <AgeGateCard agreeing onAgree={() => undefined} onLeave={() => undefined} /> };

export const BecomeHostVariant1: Story = {
  render: () => <BecomeHostBubble variant={1} href="/creator_audit?redirect=%2Fhome" autoHideMs={null} onClose={() => undefined} />,
};
export const BecomeHostVariant2: Story = {
  render: () => <BecomeHostBubble variant={2} href="/creator_audit?redirect=%2Fhome" autoHideMs={null} onClose={() => undefined} />,
};

export const InstallGuideIos: Story = { render: () => <InstallGuide platform="ios" onClose={() => undefined} /> };
export const InstallGuideAndroid: Story = { render: () => <InstallGuide platform="android" onClose={() => undefined} /> };
/** Chromium offered its own install dialog (beforeinstallprompt): one button opens it. */
const onInstall = fn();
export const InstallGuidePrompt: Story = {
  render: () => <InstallGuide platform="prompt" onInstall={onInstall} onClose={() => undefined} />,
  play: async ({ canvasElement }) => {
    onInstall.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Install Fanstage' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(onInstall).toHaveBeenCalledTimes(1);
  },
};
