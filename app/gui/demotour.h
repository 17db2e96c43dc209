// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

class MainWindow;
class ScreenshotTour;

/*!
 * The steps of --demo-screenshots: with the bundled demo server (connected on first run), launches a few tools,
 * then saves the main window, the prompt inbox and a prompt, the traffic, the server and join dialogs, the
 * operations and the timeline, a small screen and the dark theme; then signs in to the protected demo server
 * through its consent page (as the person at the browser would) and saves the Authorization tab and its settings;
 * last, it runs two operations on a demo server over HTTP through faults and saves the Faults dialog over the
 * timeline that marks where they hit. The window's parts are found as its children, by type or object name.
 */
void planDemoTour(ScreenshotTour *tour, MainWindow *window);
