// The employer areas other features host: the profile's Verified/Unverified employer block with
// the employer search dialog (loaded on demand).
export { EmployerBlock, type EmployerBlockProps } from './EmployerBlock.tsx';
