import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: 'Fanstage design system',
    colorPrimary: '#d4a52c',
    colorSecondary: '#d4a52c',
    appBg: '#0d0b08',
    appContentBg: '#15120e',
    barBg: '#15120e',
  }),
});
