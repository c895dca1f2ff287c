import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CREATING_READS, PUBLIC_AUTH_PATHS, READS_BY_POST } from '../../src/api/clients.ts';

type Doc = {
  security?: unknown[];
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};

function publicPaths(file: string): string[] {
  const doc = parse(readFileSync(new URL(`../../openapi/${file}`, import.meta.url), 'utf8')) as Doc;
  return Object.entries(doc.paths)
    .filter(([, ops]) =>
      Object.values(ops).some((op) => Array.isArray(op.security) && op.security.length === 0),
    )
    .map(([path]) => path)
    .sort();
}

// The client's list of public operations must follow the contract, or sign-in could be blocked.
describe('public operations', () => {
  it('match the auth contract', () => {
    expect([...PUBLIC_AUTH_PATHS].sort()).toEqual(publicPaths('auth.yaml'));
  });
  it('do not exist in the main and chat contracts, but for channel pictures', () => {
    expect(publicPaths('main.yaml')).toEqual([]);
    // An <img> sends no bearer token: a channel's picture is read by its random, unguessable name.
    expect(publicPaths('chat.yaml')).toEqual(['/channel-pics/{file_name}']);
  });
});

// Reads that create something must be refused to read-only roles by the client too.
describe('creating reads', () => {
  it.each(['main', 'auth', 'chat'] as const)('match the x-creates marks of %s.yaml', (service) => {
    const doc = parse(
      readFileSync(new URL(`../../openapi/${service}.yaml`, import.meta.url), 'utf8'),
    ) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const marked = Object.entries(doc.paths)
      .filter(([, ops]) => Object.values(ops).some((op) => op['x-creates'] === true))
      .map(([path]) => path)
      .sort();
    expect([...CREATING_READS[service]].sort()).toEqual(marked);
  });
});

// Reads the contract makes as POST must pass the client's read-only guard.
describe('reads made as POST', () => {
  it.each(['main', 'auth', 'chat'] as const)('match the x-reads marks of %s.yaml', (service) => {
    const doc = parse(
      readFileSync(new URL(`../../openapi/${service}.yaml`, import.meta.url), 'utf8'),
    ) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const marked = Object.entries(doc.paths)
      .filter(([, ops]) => Object.values(ops).some((op) => op['x-reads'] === true))
      .map(([path]) => path)
      .sort();
    expect([...READS_BY_POST[service]].sort()).toEqual(marked);
  });
});
