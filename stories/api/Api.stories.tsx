import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiReference } from './ApiReference.tsx';

/**
 * The API the portal speaks, a page per domain, made from the contracts (the same source as
 * docs/api/openapi.json): each call's parameters, body and answers, and an example answered by the
 * mock backend.
 */
const meta = {
  title: 'API/Contract',
  component: ApiReference,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ApiReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Navigation: Story = {
  args: { domain: 'navigation' },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('region', { name: 'GET api/common/navigation' });
    await expect(
      await within(tree).findByLabelText('Ejemplo de GET api/common/navigation'),
    ).toHaveTextContent('"title": "Inicio"');
  },
};

export const Inbox: Story = {
  args: { domain: 'inbox' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /^(GET|POST|PATCH|DELETE) / })).toHaveLength(10);
    const update = canvas.getByRole('region', { name: 'PATCH api/common/messages' });
    await expect(update).toHaveTextContent('"read"');
    await expect(within(update).getByText('400')).toBeVisible();
    await expect(await canvas.findByLabelText('Ejemplo de GET api/common/notifications')).toHaveTextContent(
      '"notification"',
    );
  },
};

export const Shortcuts: Story = {
  args: { domain: 'shortcuts' },
  play: async ({ canvas }) => {
    const update = canvas.getByRole('region', { name: 'PATCH api/common/shortcuts' });
    await expect(update).toHaveTextContent('"maxLength": 40');
    await expect(await canvas.findByLabelText('Ejemplo de GET api/common/shortcuts')).toHaveTextContent(
      '"link"',
    );
  },
};

export const Chat: Story = {
  args: { domain: 'chat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'POST api/apps/chat/messages' })).toHaveTextContent(
      'chatId',
    );
    await expect(await canvas.findByLabelText('Ejemplo de GET api/apps/chat/chats')).toHaveTextContent(
      '"unreadCount"',
    );
  },
};

export const Advisor: Story = {
  args: { domain: 'advisor' },
  play: async ({ canvas }) => {
    const book = canvas.getByRole('region', { name: 'POST api/advisor/meetings' });
    await expect(book).toHaveTextContent('Idempotency-Key');
    await expect(within(book).getByText('409')).toBeVisible();
    await expect(await canvas.findByLabelText('Ejemplo de GET api/advisor')).toHaveTextContent('"firstname"');
  },
};

export const Products: Story = {
  args: { domain: 'products' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ejemplo de GET api/products')).toHaveTextContent('"fees"');
  },
};

export const Referral: Story = {
  args: { domain: 'referral' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ejemplo de GET api/referrals')).toHaveTextContent(
      '"shareUrl"',
    );
  },
};

export const Insurance: Story = {
  args: { domain: 'insurance' },
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('region', { name: 'GET api/insurances/{insuranceId}' });
    await expect(detail).toHaveTextContent('insuranceId (path, obligatorio)');
    await expect(within(detail).getByText('404')).toBeVisible();
  },
};

/** As a company: a person's account has no legal data (404). */
export const Profile: Story = {
  args: { domain: 'profile' },
  parameters: { persona: 'company' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ejemplo de GET api/entity')).toHaveTextContent('"legalName"');
  },
};

export const Money: Story = {
  args: { domain: 'money' },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'GET api/goals/{goalId}/history' });
    await expect(history).toHaveTextContent('points (query)');
    await expect(canvas.getByRole('region', { name: 'GET api/tax-certificates/{year}' })).toHaveTextContent(
      '409',
    );
    await expect(await canvas.findByLabelText('Ejemplo de GET api/strategies')).toHaveTextContent(
      '"assetClass"',
    );
  },
};

export const Onboarding: Story = {
  args: { domain: 'onboarding' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'PUT api/kyc' })).toHaveTextContent('422');
    await expect(await canvas.findByLabelText('Ejemplo de GET api/contract')).toHaveTextContent('"sections"');
  },
};

export const Goals: Story = {
  args: { domain: 'goals' },
  play: async ({ canvas }) => {
    const rescue = canvas.getByRole('region', { name: 'POST api/goals/{goalId}/rescues' });
    await expect(rescue).toHaveTextContent('Idempotency-Key');
    await expect(rescue).toHaveTextContent('Confirmation-Proof');
    await expect(
      canvas.getByRole('region', { name: 'DELETE api/goals/{goalId}/scheduled-deposit' }),
    ).toHaveTextContent('204');
    await expect(await canvas.findByLabelText('Ejemplo de GET api/banks')).toHaveTextContent('"code"');
  },
};

/** The document's multipart upload: the profile photo, a file part. */
export const ProfilePhoto: Story = {
  name: 'Profile (photo upload)',
  args: { domain: 'profile' },
  parameters: { persona: 'company' },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('region', { name: 'POST api/users/photo' });
    await expect(
      within(photo).getByRole('region', { name: 'Cuerpo de POST api/users/photo (multipart/form-data)' }),
    ).toHaveTextContent('"format": "binary"');
    await expect(within(photo).getByText('415')).toBeVisible();
  },
};

export const Files: Story = {
  args: { domain: 'files' },
  play: async ({ canvas }) => {
    const file = canvas.getByRole('region', { name: 'GET api/Files/{id}/' });
    await expect(file).toHaveTextContent('token (query, obligatorio)');
  },
};

export const Maintenance: Story = {
  args: { domain: 'maintenance' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Ejemplo de GET api/maintenance/status')).toHaveTextContent(
      '"in_maintenance": false',
    );
  },
};

/** The RPC-style calls: POST rpc/{service}/{method}; a read without parameters is asked for its example. */
export const Rpc: Story = {
  args: { domain: 'rpc' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /^POST rpc\// })).toHaveLength(9);
    await expect(await canvas.findByLabelText('Ejemplo de POST rpc/user/getCurrentUser')).toHaveTextContent(
      '"firstname"',
    );
    await expect(canvas.getByRole('region', { name: 'POST rpc/user/searchClients' })).toHaveTextContent(
      '403',
    );
  },
};
