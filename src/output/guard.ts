// Which folders may be an output folder at all. `build` removes files it wrote earlier, so
// an output folder that holds (or is) anything else a person cares about is refused before
// anything is read or written: the file-system root, the home folder, the contracts folder
// (or one inside or around it), the project itself or an ancestor, and any folder that
// holds a package.json or .git of its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The real path of a folder that may not exist yet: its nearest existing ancestor resolved, the rest appended. */
export function realish(p: string): string {
  const abs = path.resolve(p);
  const rest: string[] = [];
  for (let d = abs; ; d = path.dirname(d)) {
    try {
      return path.join(fs.realpathSync(d), ...rest.reverse());
    } catch {
      if (path.dirname(d) === d) return abs;
      rest.push(path.basename(d));
    }
  }
}

/** The project around a folder: the nearest folder holding package.json or .git, or the folder itself. */
export function projectRoot(from: string): string {
  for (let d = from; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, "package.json")) || fs.existsSync(path.join(d, ".git"))) return d;
    if (path.dirname(d) === d) return from;
  }
}

const inside = (child: string, parent: string): boolean => child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Why `out` cannot be the output folder for `contracts` run from `cwd`, or undefined when it can. */
export function outFolderProblem(out: string, contracts: string, cwd = process.cwd()): string | undefined {
  const o = realish(path.resolve(cwd, out));
  const c = realish(path.resolve(cwd, contracts));
  const project = projectRoot(realish(cwd));
  const named = `--out '${out}'`;
  if (path.parse(o).root === o) return `${named} is the root of the file system; give a folder of its own, such as 'generated'`;
  if (o === realish(os.homedir())) return `${named} is the home folder; give a folder of its own, such as 'generated'`;
  if (o === project || inside(project, o)) return `${named} is the project folder${o === project ? "" : " or one above it"}; give a folder of its own inside it, such as 'generated'`;
  if (o === c || inside(o, c)) return `${named} is ${o === c ? "" : "inside "}the contracts folder '${contracts}'; generated files go beside it, e.g. 'generated'`;
  if (inside(c, o)) return `${named} holds the contracts folder '${contracts}'; give a folder of its own, such as 'generated'`;
  for (const own of ["package.json", ".git"]) {
    if (fs.existsSync(path.join(o, own))) return `${named} holds a ${own}, so it is a project, not an output folder; give a folder of its own`;
  }
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(o);
  } catch {
    stat = undefined;
  }
  if (stat && !stat.isDirectory()) return `${named} is a file; --out takes a folder`;
  return undefined;
}
