/**
 * Fanstage design system: the public API. The app imports from here only (`#ds`).
 * Tokens -> theme contract (`vars`) -> the gold-on-near-black theme (`themeClass`, put on <html>).
 */
export { vars, themeClass, sprinkles, visuallyHidden, tokens, motionMs, type Sprinkles } from './theme';
export { DesignSystemProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './lib/DesignSystemProvider';

export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackAligns, type StackProps, type Space } from './components/Stack/Stack';
export {
  Heading,
  Text,
  headingLevels,
  textTones,
  textSizes,
  type HeadingProps,
  type TextProps,
  type TextTone,
  type TextSize,
} from './components/Typography/Typography';
export { Prose } from './components/Prose/Prose';
export { TextLink, type TextLinkProps } from './components/TextLink/TextLink';
export { Icon, iconNames, productIconNames, iconSizes, type IconName, type IconProps, type IconSize } from './components/Icon/Icon';
export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { IconButton, IconLink, iconButtonVariants, type IconButtonProps, type IconLinkProps } from './components/IconButton/IconButton';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton';
export { Badge, LiveBadge, formatBadgeCount, badgeTones, type BadgeProps } from './components/Badge/Badge';
export { ItemList, ItemRowLink, type ItemListProps, type ItemRowLinkProps } from './components/ItemList/ItemList';
export { ListRow, type ListRowProps } from './components/ListRow/ListRow';
export { StatusPill, statusPillTones, type StatusPillProps, type StatusPillTone } from './components/StatusPill/StatusPill';
export { MenuGroup, MenuIcon, type MenuGroupProps, type MenuIconProps } from './components/MenuGroup/MenuGroup';
export { SkipLinks, focusRegion, type SkipLink, type SkipLinksProps } from './components/SkipLinks/SkipLinks';
export { ChatBubble, ChatBubbleText, chatBubbleStatuses, type ChatBubbleProps, type ChatBubbleStatus } from './components/ChatBubble/ChatBubble';
export { AttachmentStrip, AttachmentThumb, type AttachmentStripProps, type AttachmentThumbProps } from './components/AttachmentStrip/AttachmentStrip';
export { DateSeparator, type DateSeparatorProps } from './components/DateSeparator/DateSeparator';
export { ChatComposer, ChatLayout, useEnterSends, type ChatComposerProps } from './components/ChatComposer/ChatComposer';
export { RowThumb, type RowThumbProps } from './components/RowThumb/RowThumb';
export { Avatar, avatarSizes, initialsOf, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export { Spinner, SpinnerGlyph, spinnerSizes } from './components/Spinner/Spinner';
export { LoadingScreen } from './components/LoadingScreen/LoadingScreen';
export { Skeleton, skeletonShapes, type SkeletonProps } from './components/Skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage/ErrorPage';
export { ScreenHeader, type ScreenHeaderProps } from './components/ScreenHeader/ScreenHeader';
export { TabBar, type TabBarItem, type TabBarProps } from './components/TabBar/TabBar';
export { AppLayout, layoutWidths, type AppLayoutProps, type LayoutWidth } from './components/AppLayout/AppLayout';
export { SidePanel, type SidePanelLink, type SidePanelProps } from './components/SidePanel/SidePanel';
export { ToastProvider, useToast, TOAST_DEFAULT_MS, toastTones, type ToastApi, type ToastOptions, type ToastTone } from './components/Toast/Toast';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { ActionSheet, type ActionSheetAction, type ActionSheetProps } from './components/ActionSheet/ActionSheet';
export { SpendSheet, spendSheetPhases, type SpendSheetPhase, type SpendSheetProps } from './components/SpendSheet/SpendSheet';

// Banners and global overlays
export {
  NotificationBanner,
  NotificationBanners,
  BANNER_DEFAULT_SECONDS,
  LIVE_NOTIFY_TYPE,
  RIGHT_BUTTON_TYPE,
  type BannerNotification,
  type NotificationBannerProps,
  type NotificationBannersProps,
} from './components/NotificationBanner/NotificationBanner';
export {
  IncomingCallBanner,
  IncomingCallBanners,
  CALL_BANNER_TIMEOUT_SECONDS,
  ACCEPT_LOADING_RESET_MS,
  type IncomingCall,
  type IncomingCallBannerProps,
  type IncomingCallBannersProps,
} from './components/IncomingCallBanner/IncomingCallBanner';
export { AgeGateCard, type AgeGateCardProps } from './components/AgeGateCard/AgeGateCard';
export { InstallGuide, installPlatforms, type InstallGuideProps, type InstallPlatform } from './components/InstallGuide/InstallGuide';
export { BecomeHostBubble, BECOME_HOST_BUBBLE_MS, type BecomeHostBubbleProps } from './components/BecomeHostBubble/BecomeHostBubble';
export { AnimationOverlay, type AnimationOverlayProps } from './components/AnimationOverlay/AnimationOverlay';

// Navigation inside a page
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { SegmentedControl, type SegmentedOption, type SegmentedControlProps } from './components/SegmentedControl/SegmentedControl';

// Form fields (react-aria-components)
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { RadioGroup, type RadioOption, type RadioGroupProps } from './components/RadioGroup/RadioGroup';
export { ChoiceCards, type ChoiceCard, type ChoiceCardsProps } from './components/ChoiceCards/ChoiceCards';
export { DatePicker, latestBirthdayFor, type DatePickerProps } from './components/DatePicker/DatePicker';
export { WeekdayPicker, type WeekdayPickerProps } from './components/WeekdayPicker/WeekdayPicker';

// Data display
export { CoinAmount, type CoinAmountProps } from './components/CoinAmount/CoinAmount';
export { Money } from './components/Money/Money';
export { DateTime, dateTimeStyles, type DateTimeProps } from './components/DateTime/DateTime';
export { MediaTile, mediaKinds, type MediaKind, type MediaTileProps } from './components/MediaTile/MediaTile';
export { MediaGrid, type MediaGridProps } from './components/MediaGrid/MediaGrid';
export { CoverImage, type CoverImageProps } from './components/CoverImage/CoverImage';
export { LockBadge, type LockBadgeProps } from './components/LockBadge/LockBadge';
export { StatCount, StatCounts, type StatCountProps } from './components/StatCount/StatCount';
export { ButtonLink, IconButtonLink, type ButtonLinkProps, type IconButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { ProfileHeader, type ProfileHeaderProps } from './components/ProfileHeader/ProfileHeader';
export { PickTile, type PickTileProps } from './components/PickTile/PickTile';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { ThumbnailStrip, thumbnailStates, type ThumbnailItem, type ThumbnailState, type ThumbnailStripProps } from './components/ThumbnailStrip/ThumbnailStrip';
export { PostMedia, type PostMediaProps } from './components/PostMedia/PostMedia';
export { BlurReveal, type BlurRevealProps } from './components/BlurReveal/BlurReveal';
export { CallButton, type CallButtonProps } from './components/CallButton/CallButton';
export { CallRecord, type CallRecordProps } from './components/CallRecord/CallRecord';
export { coinsText, formatCount, formatCoins, formatMoney, formatPacific, PACIFIC_TIME_ZONE, PACIFIC_LABEL, type DateTimeStyle } from './lib/format';
export { useSwipeUp, SWIPE_UP_THRESHOLD_PX } from './lib/useSwipeUp';

// Video calls (issue 21)
export { CallStage, CallInfo, CallNotice, type CallStageProps, type CallInfoProps, type CallNoticeProps } from './components/CallStage/CallStage';
export { LivePreview, type LivePreviewProps } from './components/LivePreview/LivePreview';
export { LiveStrip, type LiveStripItem, type LiveStripProps } from './components/LiveStrip/LiveStrip';
export { CallControls, type CallControlsProps } from './components/CallControls/CallControls';
export { CallStatus, type CallStatusProps } from './components/CallStatus/CallStatus';
export { CallSummary, type CallSummaryProps } from './components/CallSummary/CallSummary';

// Live rooms (issue 22)
export { LiveStage, LiveTopBar, LiveNotice, type LiveStageProps, type LiveTopBarProps } from './components/LiveStage/LiveStage';
export { LiveChatList, type LiveChatItem, type LiveChatListProps } from './components/LiveStage/LiveChatList';
export { LiveSummaryCard, LiveStateCard, type LiveSummaryCardProps, type LiveStateCardProps } from './components/LiveStage/LiveSummary';

// On demand (ADR 105): the same components, loaded when first rendered; render inside <Suspense>.
export {
  LazyNotificationBanners,
  LazyIncomingCallBanners,
  LazySpendSheet,
  LazyAgeGateCard,
  LazyConfirmDialog,
  LazyActionSheet,
  LazyDatePicker,
  LazyDialog,
} from './lazy';
