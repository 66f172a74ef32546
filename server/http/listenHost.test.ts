import { isLoopbackHost, listenRefusal } from './listenHost';

describe('where the sandbox listens', () => {
  it('knows the loopback names and addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.test']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses every other interface while the default password is in use, and allows it with one of your own', () => {
    expect(listenRefusal('localhost', true)).toBeUndefined();
    expect(listenRefusal('0.0.0.0', true)).toMatch(/^Refusing to listen on 0\.0\.0\.0: .*default password/);
    expect(listenRefusal('::', true)).toMatch(/Refusing/);
    expect(listenRefusal('0.0.0.0', false)).toBeUndefined();
  });
});
