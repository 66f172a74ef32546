const displayName = Symbol.for('fastify.display-name');

/**
 * `plugin` with the name fastify shows for it (`instance.pluginName`, plugin errors). Without one,
 * fastify looks for the plugin among the exports of every loaded CommonJS module, twice per
 * registration: in a process that has loaded many (a console test's worker, with jsdom), that search
 * was a fifth of building a sandbox.
 */
export function named<P extends (...args: never[]) => unknown>(plugin: P, name: string = plugin.name): P {
  (plugin as P & { [displayName]?: string })[displayName] = name;
  return plugin;
}
