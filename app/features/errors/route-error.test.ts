import { describe, expect, it } from 'vitest';
import { routeErrorView } from './route-error';

/** The shape Remix gives a thrown `data(...)` / Response in an error boundary. */
const thrown = (status: number, data: unknown, statusText = '') => ({ status, statusText, internal: false, data });

describe('route error views', () => {
  it('unknown pages read "This page could not be found"', () => {
    expect(routeErrorView(thrown(404, { notFound: true }))).toEqual({ status: 404, message: 'This page could not be found' });
  });

  it('30023 shows its text as a full error page', () => {
    expect(routeErrorView(thrown(404, { code: 30023 }))).toEqual({ status: 404, message: 'Sorry, the profile or page does not exist.' });
  });

  it('9002 is an error page with status 500', () => {
    expect(routeErrorView(thrown(400, { code: 9002 }))).toEqual({
      status: 500,
      message: "It looks like you've been here for a while. Please refresh the page to continue. (9002)",
    });
  });

  it('statuses 400, 401, 403 and 404 use their texts', () => {
    expect(routeErrorView(thrown(400, null)).message).toBe('Something went wrong, please try later. (102)');
    expect(routeErrorView(thrown(401, null)).message).toBe("It appears you're not authorized to view this page, please try later. (401)");
    expect(routeErrorView(thrown(403, null)).message).toBe("It seems like you don't have permission to access this page. (403)");
    expect(routeErrorView(thrown(404, 'gone')).message).toBe('Page not found. Please open it later or contact our customer support. (404)');
  });

  it("other statuses show the error's own message; a thrown Error is a 500", () => {
    expect(routeErrorView(thrown(409, { message: 'Already taken' }))).toEqual({ status: 409, message: 'Already taken' });
    expect(routeErrorView(thrown(500, { code: 50001, message: 'Unknown middleware' }))).toEqual({ status: 500, message: 'Unknown middleware' });
    expect(routeErrorView(thrown(502, { code: 50001 }, 'Bad Gateway'))).toEqual({ status: 502, message: 'Bad Gateway' });
    expect(routeErrorView(thrown(500, { code: 50001 }))).toEqual({ status: 500, message: 'Something went wrong, please try later.' });
    expect(routeErrorView(new Error('Loader exploded'))).toEqual({ status: 500, message: 'Loader exploded' });
  });

  it('a page whose data could not be fetched reads "No network, please try later." and shows no status', () => {
    expect(routeErrorView(new TypeError('Failed to fetch'))).toEqual({ message: 'No network, please try later.' });
    expect(routeErrorView(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual({ message: 'No network, please try later.' });
    expect(routeErrorView(new TypeError('Load failed'))).toEqual({ message: 'No network, please try later.' });
    expect(routeErrorView(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      status: 500,
      message: "Cannot read properties of undefined (reading 'x')",
    });
  });
});
