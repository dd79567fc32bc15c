/** The browser tab's title for the page being shown (React hoists <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · SignFlow`}</title>;
}
