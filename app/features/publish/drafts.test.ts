import { beforeEach, describe, expect, it } from 'vitest';
import { useDrafts } from '../../stores/drafts';
import { initComposer, takeDraftNum } from './drafts';

beforeEach(() => useDrafts.getState().reset());

describe('draft_num in client state', () => {
  it('post/init fills it when the composer opens', async () => {
    await initComposer(async () => ({ draft_num: 4 }));
    expect(useDrafts.getState().draftNum).toBe(4);
  });

  it('post/create and post/delete answers keep it current', () => {
    takeDraftNum({ draft_num: 4 });
    takeDraftNum({ draft_num: 5 });
    expect(useDrafts.getState().draftNum).toBe(5);
    takeDraftNum({});
    expect(useDrafts.getState().draftNum).toBe(5);
  });

  it('a failed post/init leaves it unknown; nonsense is not taken', async () => {
    await initComposer(async () => {
      throw new Error('No network, please try later.');
    });
    expect(useDrafts.getState().draftNum).toBeNull();
    useDrafts.getState().setDraftNum(-1);
    expect(useDrafts.getState().draftNum).toBeNull();
  });
});
