import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { withInput } from '../../machines/callActions/withInput.ts';
import {
  employerPickPaths,
  PICK_FIELDS,
  EMPLOYER_PICK_SAMPLE as S,
} from '../../machines/employerPick/employerPick.paths.ts';
import { employerPickShows } from '../../machines/employerPick/employerPick.shows.ts';
import {
  connectEmployerPick,
  employerPickMachine,
  EMPLOYER_PICK_TEXTS as T,
} from '../../machines/employerPick/index.ts';
import { afterEvent, doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { EmployerPickDialog } from '../../src/features/employers/components/EmployerPickDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The dialog's machine (for the sample customer) after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = employerPickPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (...events: AnyEventObject[]) =>
  viewStory(employerPickShows as never, connectEmployerPick, snapshotAfter(...events));

/** The dialog opened to replace the profile's address 21 (one of Acme's). */
const replacing = withInput(employerPickMachine, {
  username: S.username,
  comments: S.comments,
  replacing: S.replacing,
});
const replaceStory = (...events: AnyEventObject[]) =>
  viewStory(
    employerPickShows as never,
    connectEmployerPick,
    events.reduce(
      (snapshot, event) => getNextSnapshot(replacing, snapshot, event as never),
      getInitialSnapshot(replacing, undefined as never),
    ),
  );

const DEBOUNCE = afterEvent('companyDebounce', 'employerPick.company.typing');
const typed = (text: string) => ({ type: 'company.type', text });
const found = [typed('Acme'), DEBOUNCE, doneEvent('searchEmployers', [S.acme])];
const picked = [...found, { type: 'company.pick', employer: S.acme }];
const listed = [...picked, doneEvent('listEmployerAddresses', S.addresses)];
const newCompany = [
  typed(S.newCompany),
  DEBOUNCE,
  doneEvent('searchEmployers', []),
  { type: 'company.add' },
];
const [address, city, landmark, state, shortPin, pin, lat, long] = PICK_FIELDS;
const whole = [...newCompany, address!, city!, landmark!, state!, pin!, lat!, long!];
const chosen = [...listed, { type: 'address.select', id: 22 }, { type: 'pick.confirm' }];
const down = serviceError(S.down, 503);

const meta = {
  title: 'Employers/Employer search dialog',
  component: EmployerPickDialog,
  parameters: { layout: 'padded' },
  args: { view: connectEmployerPick(snapshotAfter()), onClose: fn() },
} satisfies Meta<typeof EmployerPickDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();
export const Typing: Story = story(typed('Acme'));
export const Searching: Story = story(typed('Acme'), DEBOUNCE);
export const Companies: Story = story(...found);

/** Nothing found for a name longer than 3 characters: 'Add New Company'. */
export const NoCompanyFound: Story = {
  ...story(typed(S.newCompany), DEBOUNCE, doneEvent('searchEmployers', [])),
  play: async () => {
    await expect(await screen.findByRole('button', { name: T.addNewCompany })).toBeEnabled();
  },
};

/** A name of 3 characters: no 'Add New Company'. */
export const ShortName: Story = {
  ...story(typed('Acm'), DEBOUNCE, doneEvent('searchEmployers', [])),
  play: async () => {
    await screen.findByText(T.noCompanies);
    await expect(screen.queryByRole('button', { name: T.addNewCompany })).toBeNull();
  },
};
export const SearchFailed: Story = story(
  typed('Acme'),
  DEBOUNCE,
  errorEvent('searchEmployers', down),
);
export const LoadingAddresses: Story = story(...picked);
export const AddressesFailed: Story = story(...picked, errorEvent('listEmployerAddresses', down));
export const Addresses: Story = story(...listed);

/** 'Okay' with no address chosen. */
export const NoAddressChosen: Story = {
  ...story(...listed, { type: 'pick.confirm' }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      employerMessages.selectAddress,
    );
  },
};
export const SavingComment: Story = story(...chosen);
export const AddingSubEmployer: Story = story(...chosen, doneEvent('saveComment', S.addresses[1]));
export const SubEmployerFailed: Story = story(
  ...chosen,
  doneEvent('saveComment', S.addresses[1]),
  errorEvent('addSubEmployer', down),
);
export const Done: Story = story(
  ...chosen,
  doneEvent('saveComment', S.addresses[1]),
  doneEvent('addSubEmployer', {}),
);

export const NewCompanyForm: Story = story(...newCompany);
export const NewAddressForm: Story = story(...listed, { type: 'address.new' });

/** Saved with a 5-digit pincode: it is red with its reason, the rest are fine. */
export const WrongPincode: Story = {
  ...story(...newCompany, address!, city!, landmark!, state!, shortPin!, { type: 'address.save' }),
  play: async () => {
    const pincode = await screen.findByRole('textbox', { name: T.labels.employer_address_pin });
    await expect(pincode).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText(T.errors.employer_address_pin)).toBeVisible();
  },
};
export const Locating: Story = story(...newCompany, address!, city!, { type: 'address.locate' });
export const Located: Story = story(
  ...newCompany,
  address!,
  city!,
  { type: 'address.locate' },
  doneEvent('geocodeAddress', S.india),
);
export const NotInIndia: Story = story(
  ...newCompany,
  address!,
  city!,
  { type: 'address.locate' },
  doneEvent('geocodeAddress', S.abroad),
);
export const SavingAddress: Story = story(...whole, { type: 'address.save' });
export const SaveAddressFailed: Story = story(
  ...whole,
  { type: 'address.save' },
  errorEvent('saveNewAddress', down),
);

/** Replacing: the company's addresses, the one replaced marked and not a choice. */
export const ReplaceAddresses: Story = {
  ...replaceStory(...listed),
  play: async () => {
    await expect(await screen.findByText(T.currentAddress)).toBeVisible();
    const radios = screen.getAllByRole('radio');
    await expect(radios.filter((r) => (r as HTMLInputElement).disabled)).toHaveLength(1);
  },
};
export const ReplacingEmployer: Story = replaceStory(
  ...chosen,
  doneEvent('saveComment', S.addresses[1]),
);
export const ReplaceFailed: Story = {
  ...replaceStory(
    ...chosen,
    doneEvent('saveComment', S.addresses[1]),
    errorEvent('replaceEmployer', down),
  ),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(employerMessages.updateFailed);
  },
};

/** The address placed on the map: the pair filled and the marker there (the real map). */
export const PlacedOnMap: Story = {
  ...story(...newCompany, address!, city!, landmark!, state!, pin!, S.mapPoint),
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: T.labels.lat })).toHaveValue(
      S.mapPoint.lat.toFixed(6),
    );
    await expect(
      await screen.findByRole('img', { name: T.marker }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};
