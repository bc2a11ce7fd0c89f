<?php

namespace App\Providers;

use App\View\AtomicBladeCompiler;
use Illuminate\View\DynamicComponent;
use Illuminate\View\ViewServiceProvider as BaseViewServiceProvider;

/** Laravel's view services, with compiled views written atomically (App\View\AtomicBladeCompiler). */
class ViewServiceProvider extends BaseViewServiceProvider
{
    public function registerBladeCompiler()
    {
        $this->app->singleton('blade.compiler', function ($app) {
            return tap(new AtomicBladeCompiler($app['files'], $app['config']['view.compiled']), function ($blade) {
                $blade->component('dynamic-component', DynamicComponent::class);
            });
        });
    }
}
