import { describe, expect, it } from 'vitest';
import { coverPath } from '../../../common/media';
import { coverSources, imageSources } from './media-urls';

describe('media-urls', () => {
  it("gives a cover its narrower variants at the column's width", () => {
    const sources = coverSources(coverPath(11))!;
    expect(sources.srcSet).toBe('/media/11/w_480,h_0 480w, /media/11/w_640,h_0 640w, /media/11/w_960,h_0 960w, /media/11/w_1280,h_0 1280w');
    expect(sources.sizes).toBe(imageSources('/media/p/1/2').sizes);
  });

  it('gives no variants to a cover URL of another shape', () => {
    expect(coverSources('https://cdn.example.com/cover.jpg')).toBeUndefined();
  });
});
