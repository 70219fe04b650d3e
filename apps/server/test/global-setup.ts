import { buildTemplate } from './database.ts';

export default async function setup() {
  return buildTemplate();
}
