<?php

namespace App\View;

use Illuminate\View\Compilers\BladeCompiler;

/**
 * Laravel 8's Blade compiler writes a compiled view in place (truncate, then write). Under PHP's built-in
 * server with several workers, a worker that renders a view while another is compiling it finds the file
 * already there and no older than its source, and includes it empty or half-written: the page comes back
 * 200 without its head (no csrf-token meta). This compiler writes to a temporary file and renames it, as
 * later Laravel versions do, so a view is read either whole or not at all.
 */
class AtomicBladeCompiler extends BladeCompiler
{
    public function compile($path = null)
    {
        if ($path) {
            $this->setPath($path);
        }

        if (! is_null($this->cachePath)) {
            $contents = $this->compileString($this->files->get($this->getPath()));

            if (! empty($this->getPath())) {
                $contents = $this->appendFilePath($contents);
            }

            $this->ensureCompiledDirectoryExists(
                $compiledPath = $this->getCompiledPath($this->getPath())
            );

            $this->files->replace($compiledPath, $contents);
        }
    }
}
