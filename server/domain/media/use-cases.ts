/**
 * Media as viewers fetch it (domain/use-case.ts): a post's or a message's media, and a portrait or
 * cover, are refused to a visitor from their owner's blocked locations (30023, ADR 093). The fence
 * looks at the item found, after the context's own check: a locked, missing or foreign item is
 * MEDIA_NOT_FOUND to everyone alike (ADR 088).
 */
import { AppError } from '../errors';
import { useCase, type Operations } from '../use-case';
import type { MediaService } from './index';
import type { MediaContext } from './items';

/** A stored item with its owner (items.ts byId). */
type Stored = Awaited<ReturnType<MediaService['byId']>>;

const ofOwner = (item: Stored) => (item ? { creator: item.ownerId } : null);

export interface MediaUseCaseDeps {
  media: MediaService;
  /** Whether the id is someone's portrait or cover (public through the context-free URL). */
  isPublicImage: (mediaId: number) => Promise<boolean>;
}

export const mediaUseCases = {
  /** The item when its context lets the viewer have it (`check`: the full media, or its blurred preview). */
  viewable: useCase({
    fenceFound: ofOwner,
    run: async (deps: MediaUseCaseDeps, actor, input: { mediaId: number; context: MediaContext; check: 'view' | 'preview' }): Promise<NonNullable<Stored>> => {
      const item = await deps.media.byId(input.mediaId);
      if (!item) throw new AppError('MEDIA_NOT_FOUND');
      const allowed =
        input.check === 'view' ? await deps.media.canView(item, actor.userId, input.context) : await deps.media.canPreview(item, actor.userId, input.context);
      if (!allowed) throw new AppError('MEDIA_NOT_FOUND');
      return item;
    },
  }),
  /** Someone's portrait or cover through its context-free URL; null when the id is neither. */
  publicImage: useCase({
    fenceFound: ofOwner,
    run: async (deps: MediaUseCaseDeps, _actor, input: { mediaId: number }): Promise<Stored> =>
      (await deps.isPublicImage(input.mediaId)) ? deps.media.byId(input.mediaId) : null,
  }),
};

export type MediaOperations = MediaService & Operations<typeof mediaUseCases>;
