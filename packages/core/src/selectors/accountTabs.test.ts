import { expect, test } from 'vitest'
import { setAccountTab } from '../actions/setAccountTab.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { getAccountTab, getAccountTabs } from './accountTabs.ts'

test('Activity is a tab only while the activity feature is on', () => {
  expect(getAccountTabs({ activity: true })).toEqual(['Tokens', 'NFTs', 'Activity'])
  expect(getAccountTabs({ activity: false })).toEqual(['Tokens', 'NFTs'])
  // The same array each time: a view can select it without rendering again.
  expect(getAccountTabs({ activity: true })).toBe(getAccountTabs({ activity: true }))
})

test('the tab picked stays while the client lives; Tokens first and when Activity goes', () => {
  const client = createTestClient()
  expect(getAccountTab(client.getState())).toBe('Tokens')
  setAccountTab(client, { tab: 'Activity' })
  expect(getAccountTab(client.getState())).toBe('Activity')
  client.store.setState((state) => ({ features: { ...state.features, activity: false } }))
  expect(getAccountTab(client.getState())).toBe('Tokens')
  setAccountTab(client, { tab: 'NFTs' })
  expect(getAccountTab(client.getState())).toBe('NFTs')
  // Per client: another one starts on Tokens.
  expect(getAccountTab(createTestClient().getState())).toBe('Tokens')
  client.destroy()
})
