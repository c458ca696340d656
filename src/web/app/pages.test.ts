import { describe, expect, test } from 'vitest';
import { SITE_ROUTES } from '@core/site-routes';
import { PAGES, pageFor } from './pages';

describe('pageFor', () => {
  test('finds each page of the site by its path', () => {
    expect(pageFor('/').name).toBe('Home');
    expect(pageFor('/faq').name).toBe('FAQ');
    expect(pageFor('/faq/').name).toBe('FAQ');
    expect(pageFor('/booking/confirmation').name).toBe('Booking Confirmation');
    expect(pageFor('/calendar').name).toBe('Book Your Swimming Lessons');
  });

  test('finds the instructor’s day and the page an instructor’s sign-in link opens', () => {
    expect(pageFor('/instructor').name).toBe('Instructor');
    expect(pageFor('/instructor/sign-in').name).toBe('Instructor sign-in');
  });

  test('sends every admin sub-page to the admin area', () => {
    expect(pageFor('/admin').name).toBe('Admin');
    expect(pageFor('/admin/requests').name).toBe('Admin');
  });

  test('answers Page Not Found for anything else', () => {
    expect(pageFor('/no-such-page').name).toBe('Page Not Found');
    expect(pageFor('/faq/extra').name).toBe('Page Not Found');
  });

  test('only the home page offers the Admin button', () => {
    expect(PAGES.filter((p) => p.showAdmin).map((p) => p.path)).toEqual([SITE_ROUTES.home]);
  });

  test('has a page for every path the server treats as a site route', () => {
    for (const path of Object.values(SITE_ROUTES))
      expect(pageFor(path).name, path).not.toBe('Page Not Found');
  });
});
