import { Link } from 'wouter';
import { LOGIN_LINKS, LOGIN_TEXTS } from '../loginTexts.ts';

const linkClass = 'text-brand-600 underline-offset-2 hover:underline';

export function LoginFooter() {
  const { footer } = LOGIN_TEXTS;
  return (
    <footer className="mt-6 flex flex-wrap items-center justify-center gap-4 text-xs text-slate-600">
      <Link href={LOGIN_LINKS.terms} className={linkClass}>
        {footer.terms}
      </Link>
      <Link href={LOGIN_LINKS.privacy} className={linkClass}>
        {footer.privacy}
      </Link>
      <Link href={LOGIN_LINKS.help} className={linkClass}>
        {footer.help}
      </Link>
      <span lang="en">{footer.language}</span>
    </footer>
  );
}
