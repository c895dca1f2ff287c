// The Profile tab's edits and the header photo, through the whole customer page over the fake
// server: a credit underwriter edits, a failure keeps what was typed, a recovery agent sees no
// edit controls, the photo or the initials show, states and sectors read by name.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { initialsOf } from '../../src/features/customer/components/CustomerPhoto.tsx';
import { photoIdOf } from '../../src/features/customer/profileQueries.ts';
import { openCustomerPage, profileShown } from '../support/customerPageDriver.tsx';
import type { CustomerRequest } from '../support/fakeCustomerServer.ts';
import { fail, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { sampleProfile } from '../support/fixtures/customer.ts';
import { SAMPLE_PHOTO_READ, SAMPLE_PHOTO_SVG } from '../support/fixtures/customerProfile.ts';

const PROFILE = { hash: '#profile' };
const underwriter = { flags: roleFlagsOf('is_credit_underwriter'), me: '9000000006' };
const recoveryAgent = { flags: roleFlagsOf('is_recovery_agent'), me: '9000000011' };

// The photo's blob is shown through this stand-in (the view setup puts the original back).
const createObjectURL = vi.fn(() => 'blob:photo');
beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});

/** The sample customer, whose photo file answers, and whose profile saves as the server would. */
function server(onSave?: (request: CustomerRequest) => ReturnType<typeof ok> | null) {
  let profile = sampleProfile;
  return (request: CustomerRequest) => {
    if (request.read === SAMPLE_PHOTO_READ) return ok(SAMPLE_PHOTO_SVG);
    if (request.read === 'customers/profile') {
      const answer = onSave?.(request);
      if (answer) return answer;
      const { field, value } = request.body as { field: string; value: string };
      profile = { ...profile, [field]: value };
      return ok(profile);
    }
    if (request.read === 'profile' && !request.historyDate) return ok(profile);
    return sampleAnswer(request);
  };
}

const employment = () => screen.getByRole('region', { name: 'Employment' });
const personal = () => screen.getByRole('region', { name: 'Personal' });

describe('profile field edits', () => {
  it("a credit underwriter edits father name 'ravi kumar' and sees 'Ravi Kumar' saved", async () => {
    const { user, server: fake } = openCustomerPage(server(), { ...PROFILE, staff: underwriter });
    await profileShown(sampleProfile.employer_name!);
    await user.click(screen.getByRole('button', { name: 'Edit Father Name' }));
    const field = screen.getByRole('textbox', { name: 'Father Name' });
    expect(field).toHaveValue(sampleProfile.father_name);
    await user.clear(field);
    await user.type(field, 'ravi kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal()).toHaveTextContent('Ravi Kumar'));
    expect(screen.getByText('Father Name saved.')).toHaveAttribute('role', 'status');
    expect(fake.of('customers/profile').map((r) => [r.method, r.body])).toEqual([
      ['PUT', { username: sampleProfile.username, field: 'father_name', value: 'Ravi Kumar' }],
    ]);
    expect(screen.queryByRole('textbox', { name: 'Father Name' })).not.toBeInTheDocument();
  });

  it('a failed save shows the spec text and keeps the typed value; Save tries again', async () => {
    const answers = [fail(500, 'Internal error')];
    const { user, server: fake } = openCustomerPage(
      server(() => answers.shift() ?? null),
      { ...PROFILE, staff: underwriter },
    );
    await profileShown(sampleProfile.employer_name!);
    await user.click(screen.getByRole('button', { name: 'Edit Father Name' }));
    const field = screen.getByRole('textbox', { name: 'Father Name' });
    await user.clear(field);
    await user.type(field, 'ravi kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error in changing profile details')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Father Name' })).toHaveValue('ravi kumar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(personal()).toHaveTextContent('Ravi Kumar'));
    expect(fake.of('customers/profile')).toHaveLength(2);
  });

  it('a pin of 4 digits is refused before the server is asked', async () => {
    const { user, server: fake } = openCustomerPage(server(), { ...PROFILE, staff: underwriter });
    await profileShown(sampleProfile.employer_name!);
    await user.click(screen.getByRole('button', { name: 'Edit Pin' }));
    const field = screen.getByRole('textbox', { name: 'Pin' });
    await user.clear(field);
    await user.type(field, '4110');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pin must be exactly 6 digits.')).toBeInTheDocument();
    expect(fake.of('customers/profile')).toHaveLength(0);
  });

  it('the employee-id switch saves the opposite validity', async () => {
    const { user, server: fake } = openCustomerPage(
      (request) =>
        request.read === 'customers/employee-id-validity'
          ? ok({
              ...sampleProfile,
              profile_admin: { ...sampleProfile.profile_admin, employee_id_valid: false },
            })
          : sampleAnswer(request),
      { ...PROFILE, staff: underwriter },
    );
    await profileShown(sampleProfile.employer_name!);
    const toggle = screen.getByRole('switch', { name: 'Employee ID Valid' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Employee ID Valid' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(fake.of('customers/employee-id-validity')[0]!.body).toEqual({
      username: sampleProfile.username,
      valid: false,
    });
  });

  it('a recovery agent sees no edit controls', async () => {
    openCustomerPage(server(), { ...PROFILE, staff: recoveryAgent });
    await profileShown(sampleProfile.employer_name!);
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('an old version is read-only', async () => {
    const { user } = openCustomerPage(server(), { ...PROFILE, staff: underwriter });
    await profileShown(sampleProfile.employer_name!);
    expect(screen.getAllByRole('button', { name: /^Edit / }).length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), [
      screen.getAllByRole('option')[1]!,
    ]);
    await screen.findByRole('note', { name: 'Old version' });
    expect(screen.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('the profile reads codes by name', () => {
  it('shows the state by name and the sector by label', async () => {
    openCustomerPage(server(), PROFILE);
    await profileShown(sampleProfile.employer_name!);
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('Maharashtra');
    expect(employment()).toHaveTextContent('Textiles');
    expect(employment()).toHaveTextContent('Monthly Salary');
  });
});

describe('the header photo', () => {
  it('shows the photo the two-step lookup names', async () => {
    const { server: fake } = openCustomerPage(server(), PROFILE);
    const photo = await screen.findByRole('img', { name: `Photo of ${sampleProfile.name}` });
    expect(photo).toHaveAttribute('src', 'blob:photo');
    expect(fake.of('photo')).toHaveLength(1);
    expect(fake.of(SAMPLE_PHOTO_READ)).toHaveLength(1);
  });

  it('shows the initials when there is no photo', async () => {
    openCustomerPage(
      (request) => (request.read === 'photo' ? ok({ uri: null }) : sampleAnswer(request)),
      PROFILE,
    );
    await profileShown(sampleProfile.employer_name!);
    const initials = screen.getByRole('img', { name: `${sampleProfile.name} (no photo)` });
    expect(within(initials).getByText('AV')).toBeInTheDocument();
  });
});

describe('photo derivations', () => {
  it('reads the photo id only from a uri the contract names', () => {
    expect(photoIdOf('/customer-photos/7')).toBe(7);
    expect(photoIdOf(null)).toBeNull();
    expect(photoIdOf('/customer-photos/0')).toBeNull();
    expect(photoIdOf('https://elsewhere.test/customer-photos/7')).toBeNull();
    expect(photoIdOf('/customer-photos/7/../8')).toBeNull();
  });

  it('takes the initials of the first two words', () => {
    expect(initialsOf('Asha Verma')).toBe('AV');
    expect(initialsOf('ravi shankar kumar')).toBe('RS');
    expect(initialsOf('  Ōm  ')).toBe('Ō');
    expect(initialsOf('')).toBe('');
  });
});

describe('the state field', () => {
  it('offers the states by name and saves the code', async () => {
    const { user, server: fake } = openCustomerPage(server(), { ...PROFILE, staff: underwriter });
    await profileShown(sampleProfile.employer_name!);
    await user.click(screen.getByRole('button', { name: 'Edit State' }));
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('MH');
    await user.selectOptions(state, 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('Karnataka'),
    );
    expect(fake.of('customers/profile')[0]!.body).toMatchObject({
      field: 'current_address_state',
      value: 'KA',
    });
  });
});
