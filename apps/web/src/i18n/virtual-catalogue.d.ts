/** Parts of the catalogues, built by build/catalogue-parts-plugin.ts. */
declare module "virtual:catalogue/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
