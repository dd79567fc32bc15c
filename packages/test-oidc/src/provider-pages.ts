/**
 * Drives the local provider's pages over HTTP as a browser would: follows redirects with the provider's
 * cookies, fills its sign-in page with `login` (any password) and confirms its consent page, until a redirect
 * leaves for `stopAt` (the app's callback). Answers that last redirect's URL.
 */
export async function passProviderPages(start: URL | string, options: { login: string; stopAt: string }): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  let post: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: post ? 'POST' : 'GET',
      body: post,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    post = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      if (url.href.startsWith(options.stopAt)) return url;
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt)
      throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    post = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      post.set('login', options.login);
      post.set('password', 'any');
    }
  }
  throw new Error('the provider never redirected back');
}
