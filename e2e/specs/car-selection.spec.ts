import { test, expect } from './fixtures'

async function firstCarId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const companies = (await (await request.get('/api/all-companies')).json()) as { _id: string }[]
  const res = await request.post('/api/frontend-cars/1/15', {
    data: {
      companies: companies.map((c) => c._id),
      fuel: ['diesel', 'gasoline', 'EV', 'EVMH'],
      gearbox: ['manual', 'automatic'],
      mileage: ['limited', 'unlimited'],
      deposit: -1,
    },
  })
  const body = (await res.json()) as { resultData: { _id: string; amendments: number }[] }[]
  return body[0].resultData.find((c) => c.amendments >= 0)!._id
}

test('the amendments option explains its deadline', async ({ page, api, request }) => {
  void api
  const id = await firstCarId(request)
  await page.goto(`/car-selection?l=en&c=${id}`)
  await expect(page.getByTestId('amendments-help')).toHaveText('Amendments are possible up to 5 days before the rental.')
  // Without dates the screen asks for them before pricing.
  await expect(page.getByText('Choose the pickup and return dates to see the price.')).toBeVisible()
})

test('an unknown car says so', async ({ page, api }) => {
  void api
  await page.goto('/car-selection?l=en&c=aaaaaaaaaaaaaaaaaaaaaaaa')
  await expect(page.getByText('This car does not exist or is no longer available.')).toBeVisible()
})
