// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "screenshottour.h"

#include <QDir>
#include <QPixmap>
#include <QWidget>

ScreenshotTour::ScreenshotTour(const QString &dir, QObject *parent)
    : QObject(parent)
    , m_dir(dir)
{
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &ScreenshotTour::next);
}

void ScreenshotTour::add(const QString &name, std::function<bool()> run, int timeoutMs)
{
    m_steps.append({name, std::move(run), timeoutMs});
}

int ScreenshotTour::interval() const
{
    return m_timer.interval();
}

void ScreenshotTour::setInterval(int ms)
{
    m_timer.setInterval(ms);
}

void ScreenshotTour::start()
{
    QDir().mkpath(m_dir);
    m_index = 0;
    m_clock.start();
    m_timer.start();
}

bool ScreenshotTour::save(QWidget *widget, const QString &file) const
{
    return save(widget->grab(), file);
}

bool ScreenshotTour::save(const QPixmap &picture, const QString &file) const
{
    const QString path = m_dir + QLatin1Char('/') + file;
    const bool ok = picture.save(path);
    qInfo("%s %s", ok ? "wrote" : "could not write", qPrintable(path));
    return ok;
}

QString ScreenshotTour::directory() const
{
    return m_dir;
}

void ScreenshotTour::next()
{
    if (m_index >= m_steps.size()) {
        m_timer.stop();
        emit finished(true);
        return;
    }
    const Step &step = m_steps.at(m_index);
    if (step.run()) {
        ++m_index;
        m_clock.restart();
    } else if (m_clock.elapsed() > step.timeoutMs) {
        qWarning("screenshot tour: step \"%s\" timed out", qPrintable(step.name));
        m_timer.stop();
        emit finished(false);
    }
}
