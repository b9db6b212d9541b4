import type { TabBarItem } from '../../design-system';

export const mainTabs: TabBarItem[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/home', current: true },
  { id: 'notifications', label: 'Notifications', icon: 'bell', href: '/notifications', badge: 12 },
  { id: 'publish', label: 'Publish', icon: 'camera', onPress: () => undefined },
  { id: 'messages', label: 'Messages', icon: 'chat', href: '/message', badge: 150 },
  { id: 'me', label: 'Me', icon: 'person', href: '/@ava' },
];
