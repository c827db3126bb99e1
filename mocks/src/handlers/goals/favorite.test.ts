import { favoriteGoalSchema } from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { type PersonaId, personas } from '../../fixtures/personas.ts';
import { server } from '../../node.ts';
import { personaClient } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';
import { resetProductState } from '../frame/product.ts';
import { storeFavorite } from './favorite.ts';

const api = 'http://portal.test/';
const { get, put } = personaClient(api, fakeAccessToken);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMockStore();
  resetProductState();
});
afterAll(() => server.close());

const notifications = async (as: PersonaId = 'individual') =>
  (
    (await get('api/common/notifications', as)).body as {
      notification: { title: string; description: string };
    }[]
  ).map((item) => item.notification);

describe('the favourite goal (docs/RULES.md#favourite-goal)', () => {
  it('Camila starts with her starred goal, Casa propia', async () => {
    const { status, body } = await get('api/favorite-goal');
    expect(status).toBe(200);
    expect(favoriteGoalSchema.parse(body)).toEqual({ goalId: 101, reassigned: null });
  });

  it('a change is kept and told in the inbox', async () => {
    expect((await put('api/favorite-goal', { goalId: 103 })).body).toEqual({ goalId: 103, reassigned: null });
    expect((await get('api/favorite-goal')).body).toEqual({ goalId: 103, reassigned: null });
    expect((await notifications())[0]).toMatchObject({
      title: 'Cambiaste tu meta favorita',
      description: expect.stringContaining('llegarán a Viaje a Japón'),
    });
  });

  it('the same choice again (a retry whose answer was lost) changes nothing and tells nothing more', async () => {
    await put('api/favorite-goal', { goalId: 103 });
    const told = (await notifications()).length;
    expect((await put('api/favorite-goal', { goalId: 103 })).body).toEqual({ goalId: 103, reassigned: null });
    expect(await notifications()).toHaveLength(told);
  });

  it.each<[string, unknown, PersonaId, string]>([
    ['an archived goal', { goalId: 106 }, 'individual', 'Una meta archivada no puede ser tu favorita.'],
    ["another client's goal", { goalId: 201 }, 'individual', 'Esa meta no es tuya.'],
    ['no goal', {}, 'individual', 'Esa meta no es tuya.'],
    [
      'a goal in dollars',
      { goalId: 701 },
      'usInvitation',
      'Tu meta favorita recibe transferencias en pesos: elige una meta en pesos.',
    ],
  ])('%s is refused on its field (422)', async (_name, body, as, message) => {
    const answer = await put('api/favorite-goal', body, as);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'Revisa la meta.', errors: { goalId: message } });
  });

  it('an archived favourite moves to the goal with the most money, told once, here and in the inbox', async () => {
    storeFavorite('individual', 106);
    expect((await get('api/favorite-goal')).body).toEqual({
      goalId: 102,
      reassigned: { from: 106, why: 'archived' },
    });
    expect((await notifications())[0]).toMatchObject({
      title: 'Cambiamos tu meta favorita',
      description:
        'Vacaciones en el sur 2025 se archivó: las transferencias sin meta ahora llegan a Jubilación.',
    });
    // Told once: the next answer has nothing to tell.
    expect((await get('api/favorite-goal')).body).toEqual({ goalId: 102, reassigned: null });
  });

  it('a client without goals has none', async () => {
    expect((await get('api/favorite-goal', 'admin')).body).toEqual({ goalId: null, reassigned: null });
  });

  it("Camila's goals are as the test expects", () => {
    expect(personas.individual.user.goals?.find((goal) => goal.id === 106)?.archived).toBe(true);
  });
});
