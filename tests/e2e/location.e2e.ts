import { expect, type Page, test } from '@playwright/test';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { addDaysToDay, indiaDay } from '../../server/time.ts';
import { apiToken } from './support/api.ts';
import { checkA11y } from './support/axe.ts';
import { signInWithOtp } from './support/signIn.ts';

// An area sales manager looks at where a field sales officer went (issue 21 §1 'Location').
const MANAGER = demoUser('is_area_sales_manager').username;
const OFFICER = demoUser('is_field_sales_officer').username;

type Route = { sampled_locations: unknown[]; total_distance_traveled_km: number };

/** dd/mm/yyyy, as the date field is typed. */
const typed = (day: string) => day.split('-').reverse().join('/');

async function pick(page: Page, day: string) {
  await page.getByRole('combobox', { name: 'Team member' }).selectOption(OFFICER);
  const date = page.getByLabel('Date', { exact: true });
  await date.fill(typed(day));
  await date.blur();
  await page.getByRole('button', { name: 'Click here to see Map' }).click();
}

test('an area sales manager sees a field officer’s route with the server’s distance, and NO DATA EXIST for a day without', async ({
  page,
  request,
}) => {
  // The map island (maplibre, its worker, the country's borders) renders in software WebGL.
  test.slow();
  const token = await apiToken(request, MANAGER);
  const routeOf = async (day: string): Promise<Route> => {
    const res = await request.get('/api/v1/live-location/live-location-route', {
      headers: { authorization: `Bearer ${token}` },
      params: { username: OFFICER, date: day },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as Route;
  };
  // The newest seeded day with points, and today (nothing recorded yet).
  const today = indiaDay();
  let withData = addDaysToDay(today, -1);
  let route = await routeOf(withData);
  while (route.sampled_locations.length === 0) {
    withData = addDaysToDay(withData, -1);
    route = await routeOf(withData);
  }
  expect((await routeOf(today)).sampled_locations).toEqual([]);

  await page.goto('/lender/admin/location');
  await signInWithOtp(page, MANAGER);
  await expect(page.getByRole('heading', { name: 'Location', level: 1 })).toBeVisible();
  await checkA11y(page, 'location, pick');

  await pick(page, withData);
  await expect(page.getByText('Distance Traveled')).toBeVisible();
  await expect(page.getByTestId('distance')).toHaveText(
    `${route.total_distance_traveled_km.toFixed(2)} km`,
  );
  const map = page.getByRole('region', { name: /^Route of / });
  await expect(map).toHaveAttribute('data-map-state', 'loaded', { timeout: 20_000 });
  await expect(map.getByRole('img', { name: /^Start, / })).toBeAttached();
  await expect(map.getByRole('img', { name: /^End, / })).toBeAttached();
  await checkA11y(page, 'location, map');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('distance')).toHaveText(
    `${route.total_distance_traveled_km.toFixed(2)} km`,
  );

  await pick(page, today);
  await expect(page.getByText('NO DATA EXIST')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Route of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a field sales officer has no Location screen, and the server refuses the route', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, OFFICER);
  const res = await request.get('/api/v1/live-location/live-location-route', {
    headers: { authorization: `Bearer ${token}` },
    params: { username: OFFICER, date: indiaDay() },
  });
  expect(res.status()).toBe(403);
  await page.goto('/lender/admin/location');
  await signInWithOtp(page, OFFICER);
  await expect(page.getByRole('combobox', { name: 'Team member' })).toHaveCount(0);
});
