import type { components } from '../../../../openapi/generated/main.ts';
import { stateName } from '../../../domain/indianStates.ts';
import { EMPLOYERS_TEXTS as T } from '../employersTexts.ts';
import { CommentText } from './CommentText.tsx';

type EmployerAddress = components['schemas']['EmployerAddress'];
const RATINGS = { grade_A: 'Grade A', grade_B: 'Grade B', grade_C: 'Grade C' } as const;

/** An employer's addresses with their verification, rating and salary narration. */
export function EmployerAddresses({ addresses }: { addresses: readonly EmployerAddress[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">
        {T.addressesOf(addresses[0]!.employer_name)}
      </caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col">{T.address}</th>
          <th scope="col">{T.verification}</th>
          <th scope="col">{T.rating}</th>
          <th scope="col">{T.comment}</th>
        </tr>
      </thead>
      <tbody>
        {addresses.map((a) => (
          <tr key={a.id} className="border-b border-slate-100 align-top">
            <td>
              {a.employer_address}, {a.employer_address_landmark}, {a.employer_address_city},{' '}
              {stateName(a.employer_address_state)} {a.employer_address_pin}
            </td>
            <td className={a.valid ? 'text-green-700' : 'text-slate-500'}>
              {a.valid ? T.verified : T.unverified}
            </td>
            <td>{a.rating ? RATINGS[a.rating] : T.notRated}</td>
            <td>{a.salary_narration ? <CommentText comment={a.salary_narration} /> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
